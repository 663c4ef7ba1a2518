// Access entries of the platform's own fields: the version, health and the remote manifest are public
// (the shell reads them before anyone signs in); only a token from a refused address is turned away.
import { type AccessArea, guards } from '../support/access-kit.ts';

const PUBLIC = 'public: read before sign-in, holds no organisation data';

export const area: AccessArea = {
  cases: [
    { field: 'Query.version', call: () => ({ query: '{ version }' }), expect: guards.public(PUBLIC) },
    {
      field: 'Query.health',
      call: () => ({ query: '{ health { status } }' }),
      expect: guards.public(PUBLIC),
    },
    {
      field: 'Query.remotes',
      call: () => ({ query: '{ remotes { name } }' }),
      expect: guards.public(PUBLIC),
    },
    {
      field: 'Query.remote',
      call: () => ({ query: '{ remote(name: "mfe-rum") { name } }' }),
      expect: guards.public(PUBLIC),
    },
  ],
};
