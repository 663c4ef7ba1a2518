// Unit tests run as an anonymous visitor whose session is already known, unless a test says otherwise
// (the session query would otherwise go to a /graphql that does not exist here).
import { beforeEach } from 'vitest';
import { resetCurrentUser } from '../session/currentUser';

beforeEach(() => resetCurrentUser({ status: 'ready', user: null }));
