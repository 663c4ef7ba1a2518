// Demo data: the "Demo (sample data)" organisation with two teams, three sites and a user of each role
// with a known password, so a new user can sign in right after `npm start`. Idempotent: what exists is
// found by email and slug and only what is missing is added. Run by `npm run demo-data` (src/cli), which
// then fills the sites (@pace/demo: pages on the demo website, profiles, budgets, RUM, sample CrUX).
import { DEMO_SITES, siteUrl } from '@pace/demo';
import type { Database, Role } from '@pace/platform/db';
import type { Transaction } from 'sequelize';
import { ROLE_LABELS } from '../kernel/auth/permissions.ts';
import { hashPassword } from './accounts/passwords.ts';

export const DEMO_PASSWORD = 'pace-demo';
export const DEMO_ORGANISATION = { name: 'Demo (sample data)', slug: 'demo' };

const TEAMS = [
  { slug: 'demo-marketing', name: 'Demo Marketing', description: 'Sample team with demo sites.' },
  { slug: 'demo-shop', name: 'Demo Shop', description: 'Sample team with a demo storefront.' },
];
export const DEMO_USERS: {
  email: string;
  name: string;
  role: Role | null;
  teams: string[];
  staff?: boolean;
}[] = [
  { email: 'demo-admin@pace.test', name: 'Demo Administrator', role: 'admin', teams: [] },
  { email: 'demo-member@pace.test', name: 'Demo User', role: 'member', teams: ['demo-marketing'] },
  {
    email: 'demo-viewer@pace.test',
    name: 'Demo Viewer',
    role: 'viewer',
    teams: ['demo-marketing', 'demo-shop'],
  },
  { email: 'demo-staff@pace.test', name: 'Demo Staff', role: null, teams: [], staff: true },
];

/**
 * Creates what is missing of the demo organisation; returns whether anything was created. `origin`: the
 * demo website's (`http://127.0.0.1:<DEMO_SITE_PORT>`), where the sites point.
 */
export async function seedDemoData(db: Database, origin: string): Promise<boolean> {
  const { Organisation, Team, Site, User, Membership, TeamMember } = db.models;
  // Hashing is slow on purpose: do it before the transaction, only for accounts that need it.
  const existing = new Set(
    (await User.findAll({ where: { email: DEMO_USERS.map((u) => u.email) }, attributes: ['email'] })).map(
      (user) => user.email,
    ),
  );
  const passwordHash = existing.size < DEMO_USERS.length ? await hashPassword(DEMO_PASSWORD) : null;
  let created = false;
  await db.sequelize.transaction(async (transaction) => {
    await refuseCustomersNames(db, transaction);
    const [organisation, madeOrg] = await Organisation.findOrCreate({
      where: { slug: DEMO_ORGANISATION.slug },
      defaults: { ...DEMO_ORGANISATION, demo: true },
      transaction,
    });
    created ||= madeOrg;
    const teams = new Map<string, number>();
    for (const team of TEAMS) {
      const [row, made] = await Team.findOrCreate({
        where: { slug: team.slug },
        defaults: { ...team, organisationId: organisation.id },
        transaction,
      });
      created ||= made;
      teams.set(team.slug, row.id);
    }
    for (const site of DEMO_SITES) {
      const teamId = teams.get(site.team)!;
      const [, made] = await Site.findOrCreate({
        where: { teamId, slug: site.slug },
        // Three Lighthouse runs a test, the least the adaptive rule takes (issue 21): the spread shows,
        // and the first history is ready in minutes rather than the up to nine runs a test of the default.
        defaults: {
          teamId,
          slug: site.slug,
          name: site.name,
          canonicalUrl: siteUrl(site, origin),
          minRuns: 3,
          maxRuns: 3,
        },
        transaction,
      });
      created ||= made;
    }
    for (const person of DEMO_USERS) {
      const [user, made] = await User.findOrCreate({
        where: { email: person.email },
        defaults: {
          email: person.email,
          name: person.name,
          staff: person.staff ?? false,
          passwordHash,
          emailVerifiedAt: new Date(),
        },
        transaction,
      });
      created ||= made;
      if (person.role) {
        await Membership.findOrCreate({
          where: { userId: user.id, organisationId: organisation.id },
          defaults: { userId: user.id, organisationId: organisation.id, role: person.role },
          transaction,
        });
      }
      for (const slug of person.teams) {
        const teamId = teams.get(slug)!;
        await TeamMember.findOrCreate({ where: { teamId, userId: user.id }, transaction });
      }
    }
  });
  return created;
}

/**
 * The demo's organisation and team slugs may already be a customer's (slugs are theirs to choose; team
 * slugs are unique across organisations). Seeding into them would add accounts with a published password
 * to a customer's organisation, or demo sites to its team: refuse instead, before anything is written. An
 * unmarked organisation counts as the demo (made before the mark existed) only when its members are all
 * demo accounts.
 */
async function refuseCustomersNames(db: Database, transaction: Transaction): Promise<void> {
  const { Organisation, Team, Membership, User } = db.models;
  const organisation = await Organisation.findOne({ where: { slug: DEMO_ORGANISATION.slug }, transaction });
  if (organisation && !organisation.demo) {
    const members = await Membership.findAll({ where: { organisationId: organisation.id }, transaction });
    const users = await User.findAll({ where: { id: members.map((m) => m.userId) }, transaction });
    const demoEmails = new Set(DEMO_USERS.map((user) => user.email));
    if (users.some((user) => !demoEmails.has(user.email)))
      throw new Error(
        `/organisations/${DEMO_ORGANISATION.slug} belongs to an organisation that is not the demo: no demo data added`,
      );
  }
  for (const { slug } of TEAMS) {
    const team = await Team.findOne({ where: { slug }, transaction });
    if (team && team.organisationId !== organisation?.id)
      throw new Error(`The team slug ${slug} belongs to another organisation: no demo data added`);
  }
}

export function describeDemoData(): string {
  const width = Math.max(...DEMO_USERS.map((user) => user.email.length));
  return [
    `Demo data: organisation "${DEMO_ORGANISATION.name}" (/organisations/${DEMO_ORGANISATION.slug}), teams ${TEAMS.map((t) => t.name).join(' and ')}, ${DEMO_SITES.length} sites on the demo website.`,
    `Sign in with any of these (password: ${DEMO_PASSWORD}):`,
    ...DEMO_USERS.map(
      (user) =>
        `  ${user.email.padEnd(width)}  ${user.staff ? 'staff (the /admin screen)' : user.role ? ROLE_LABELS[user.role].label : ''}`,
    ),
  ].join('\n');
}
