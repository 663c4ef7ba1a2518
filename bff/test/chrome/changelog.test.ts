// The changelog feed (GET /api/changelog), its unread state per user, and the staff-only writes.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { actorHeaders, createWorld, gql, type World } from '../support/actors.ts';
import { MODES, startTestApp, type TestApp } from '../support.ts';

interface Feed {
  entries: { uuid: string; title: string; url: string; created_at: string }[];
  viewed_at: string | null;
  unread: boolean;
}

const CREATE = /* GraphQL */ `
  mutation ($input: ChangelogEntryInput!) {
    createChangelogEntry(input: $input) { uuid title url createdAt }
  }
`;
const MARK = 'mutation { markChangelogViewed }';

describe.each(MODES)('changelog (%s)', (mode) => {
  let app: TestApp;
  let world: World;
  beforeAll(async () => {
    app = await startTestApp(mode, { withShell: false });
    world = await createWorld(app);
  });
  afterAll(() => app?.close());

  const feed = async (headers: Record<string, string> = {}) => {
    const response = await fetch(`${app.url}/api/changelog`, { headers });
    expect(response.status).toBe(200);
    return (await response.json()) as Feed;
  };

  it('serves entries newest first with title, url and created_at', async () => {
    const { ChangelogEntry } = app.db.models;
    await ChangelogEntry.create({
      title: 'Older',
      url: 'https://pace.example/older',
      createdAt: new Date('2026-01-01T00:00:00Z'),
    });
    await ChangelogEntry.create({
      title: 'Newer',
      url: '/changelog#newer',
      createdAt: new Date('2026-02-01T00:00:00Z'),
    });
    const body = await feed();
    expect(body.entries.map((entry) => entry.title)).toEqual(['Newer', 'Older']);
    expect(body.entries[0]).toMatchObject({
      url: '/changelog#newer',
      created_at: '2026-02-01T00:00:00.000Z',
    });
    // Nobody signed in: no last-viewed date and no dot.
    expect(body).toMatchObject({ viewed_at: null, unread: false });
  });

  it('is unread until the user closes the menu, and unread again when a newer entry arrives', async () => {
    const headers = await actorHeaders(app, world.users.memberA);
    expect(await feed(headers)).toMatchObject({ viewed_at: null, unread: true });

    const marked = await gql<{ markChangelogViewed: string }>(app, headers, MARK);
    expect(marked.errors).toBeUndefined();
    const after = await feed(headers);
    expect(after).toMatchObject({ viewed_at: marked.data?.markChangelogViewed, unread: false });

    await app.db.models.ChangelogEntry.create({
      title: 'Newest',
      url: '/changelog#newest',
      createdAt: new Date(Date.now() + 1000),
    });
    expect(await feed(headers)).toMatchObject({ unread: true });
    // The date is per user: another user's view changes nothing here.
    await gql(app, await actorHeaders(app, world.users.viewerA), MARK);
    expect(await feed(headers)).toMatchObject({ unread: true });
  });

  it('lets only staff add and remove entries', async () => {
    const input = { title: 'RUM audience map', url: 'https://pace.example/rum-audience' };
    const member = await gql(app, await actorHeaders(app, world.users.adminA), CREATE, { input });
    expect(member.errors?.[0]).toMatchObject({ extensions: { code: 'FORBIDDEN' } });
    const anonymous = await gql(app, {}, CREATE, { input });
    expect(anonymous.errors?.[0]).toMatchObject({ extensions: { code: 'UNAUTHENTICATED' } });
    expect(await app.db.models.ChangelogEntry.count({ where: { title: input.title } })).toBe(0);

    const staff = await actorHeaders(app, world.users.staff);
    const created = await gql<{ createChangelogEntry: { uuid: string; title: string } }>(app, staff, CREATE, {
      input,
    });
    expect(created.data?.createChangelogEntry).toMatchObject({ title: input.title });
    expect((await feed()).entries.map((entry) => entry.title)).toContain(input.title);

    const uuid = created.data?.createChangelogEntry.uuid;
    const removed = await gql(app, staff, 'mutation ($uuid: ID!) { deleteChangelogEntry(uuid: $uuid) }', {
      uuid,
    });
    expect(removed.data).toEqual({ deleteChangelogEntry: true });
    expect((await feed()).entries.some((entry) => entry.uuid === uuid)).toBe(false);
  });

  it('rejects entries without a title or with a link that is not http(s) or a path', async () => {
    const staff = await actorHeaders(app, world.users.staff);
    const noTitle = await gql(app, staff, CREATE, { input: { title: ' ', url: '/changelog' } });
    expect(noTitle.errors?.[0]).toMatchObject({
      message: 'Title is required',
      extensions: { code: 'BAD_USER_INPUT', field: 'title' },
    });
    const script = await gql(app, staff, CREATE, { input: { title: 'x', url: 'javascript:alert(1)' } });
    expect(script.errors?.[0]).toMatchObject({ extensions: { code: 'BAD_USER_INPUT', field: 'url' } });
    const protocolRelative = await gql(app, staff, CREATE, { input: { title: 'x', url: '//evil.test/' } });
    expect(protocolRelative.errors?.[0]).toMatchObject({ extensions: { field: 'url' } });
  });

  it('needs a signed-in session to mark the changelog viewed', async () => {
    const result = await gql(app, {}, MARK);
    expect(result.errors?.[0]).toMatchObject({ extensions: { code: 'UNAUTHENTICATED' } });
  });
});
