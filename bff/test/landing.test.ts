// Where people land after signing in: setup without an organisation, else the sites of a team they reach.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { landingPath } from '../src/accounts/landing.ts';
import { addMember, createUser, createWorld, type World } from './support/actors.ts';
import { startTestApp, type TestApp } from './support.ts';

describe('landing after sign-in', () => {
  let app: TestApp;
  let world: World;
  beforeAll(async () => {
    app = await startTestApp('services', { withShell: false });
    world = await createWorld(app);
  });
  afterAll(() => app?.close());

  it('sends someone without an organisation to set one up', async () => {
    expect(await landingPath(app.db, world.users.outsider.id)).toBe('/setup');
  });

  it('sends members to the sites of their team, administrators to the first team by name', async () => {
    expect(await landingPath(app.db, world.users.memberA.id)).toBe(`/teams/${world.teamA1.slug}/sites`);
    const first = [world.teamA1, world.teamA2].map((team) => team.name).sort()[0];
    const team = [world.teamA1, world.teamA2].find((candidate) => candidate.name === first)!;
    expect(await landingPath(app.db, world.users.adminA.id)).toBe(`/teams/${team.slug}/sites`);
  });

  it('sends a member of no team home, and an administrator of no team to the teams list', async () => {
    const loner = await createUser(app, 'loner');
    await addMember(app, loner, world.orgB, 'viewer');
    expect(await landingPath(app.db, loner.id)).toBe('/');
    const empty = await app.db.models.Organisation.create({ name: 'Empty', slug: `empty-${process.pid}` });
    const founder = await createUser(app, 'founder');
    await addMember(app, founder, empty, 'admin');
    expect(await landingPath(app.db, founder.id)).toBe(`/organisations/${empty.slug}/teams`);
  });
});
