// Access entries of the changelog fields: staff write entries; marking the changelog viewed is the
// caller's own account (a session, not a token).
import { type AccessArea, type AccessFixtures, guards } from '../support/access-kit.ts';

const entryUuid = (f: AccessFixtures) => f.extra.changelog!.entryUuid as string;

export const area: AccessArea = {
  setup: async (f) => {
    const entry = await f.app.db.models.ChangelogEntry.create({
      title: 'An entry only staff may remove',
      url: '/changelog#entry',
    });
    return { entryUuid: entry.uuid };
  },
  cases: [
    {
      field: 'Mutation.createChangelogEntry',
      call: () => ({
        query: `mutation { createChangelogEntry(input: { title: "Intruder", url: "/changelog" }) { uuid } }`,
      }),
      expect: guards.staff(),
      tables: ['changelog_entries'],
    },
    {
      field: 'Mutation.deleteChangelogEntry',
      call: (f) => ({
        query: 'mutation($uuid: ID!) { deleteChangelogEntry(uuid: $uuid) }',
        variables: { uuid: entryUuid(f) },
      }),
      expect: guards.staff(),
      tables: ['changelog_entries'],
    },
    {
      field: 'Mutation.markChangelogViewed',
      call: () => ({ query: 'mutation { markChangelogViewed }' }),
      expect: guards.ownAccount(),
    },
  ],
};
