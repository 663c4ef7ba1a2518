// Who is asking: nobody, a signed-in user (session cookie), or an API token (bearer).
import type { ApiToken, ShareLink, Site, Test, User } from '@pace/platform/db';

export type Viewer =
  | { kind: 'anonymous' }
  | { kind: 'user'; user: User; sessionId: string }
  /** `user` is the token's creator; a personal token also reaches only that user's teams. */
  | { kind: 'token'; user: User; token: ApiToken }
  /**
   * Whoever holds a live share link (headers x-share-token + x-share-test, set by the shell inside the
   * share report): reads the shared test's site through the fields the share scope allows, nothing else.
   */
  | { kind: 'share'; user: null; link: ShareLink; test: Test; site: Site; token: string };

export const ANONYMOUS: Viewer = { kind: 'anonymous' };
