// Demo data: the "Demo (sample data)" organisation with two teams, three sites and a user of each role
// with a known password, so a new user can sign in right after `npm start`. The published password (and
// the staff login) exist only while the database holds nothing but the demo: beside real organisations
// the demo accounts get generated passwords, printed once, and no staff login. Idempotent: what exists is
// found by email and slug and only what is missing is added. Run by `npm run demo-data` (src/cli), which
// then fills the sites (@pace/demo: pages on the demo website, profiles, budgets, RUM, sample CrUX).
import { randomBytes } from 'node:crypto';
import { DEMO_SITES, siteUrl } from '@pace/demo';
import { type Database, Op, type Role } from '@pace/platform/db';
import type { Transaction } from 'sequelize';
import { hashPassword, verifyPassword } from '../accounts/index.ts';
import { ROLE_LABELS } from '../kernel/auth/permissions.ts';

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

export interface DemoSeed {
  /** Whether anything was created. */
  created: boolean;
  /** Passwords generated for demo accounts (by email), to print once; null: the published one holds. */
  passwords: Map<string, string> | null;
}

/**
 * Creates what is missing of the demo organisation. `origin`: the demo website's
 * (`http://127.0.0.1:<DEMO_SITE_PORT>`), where the sites point.
 */
export async function seedDemoData(db: Database, origin: string): Promise<DemoSeed> {
  const { Organisation, Team, Site, User, Membership, TeamMember } = db.models;
  const beside = await holdsRealOrganisations(db);
  const people = beside ? DEMO_USERS.filter((person) => !person.staff) : DEMO_USERS;
  // Hashing is slow on purpose: do it before the transaction, only for accounts that need it.
  const existing = await User.findAll({ where: { email: DEMO_USERS.map((u) => u.email) } });
  const published = beside ? await withPublishedPassword(existing) : [];
  const passwords = beside ? generatedPasswords(people, existing, published) : null;
  const hashes = new Map<string, string>();
  for (const [email, password] of passwords ?? []) hashes.set(email, await hashPassword(password));
  const publishedHash = !beside && existing.length < people.length ? await hashPassword(DEMO_PASSWORD) : null;
  let created = false;
  await db.sequelize.transaction(async (transaction) => {
    await refuseCustomersNames(db, transaction);
    // A staff login or a published password made while the database held only the demo ends here.
    for (const user of published) {
      const passwordHash = hashes.get(user.email) ?? null;
      await user.update({ passwordHash, staff: false }, { transaction });
    }
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
    for (const person of people) {
      const [user, made] = await User.findOrCreate({
        where: { email: person.email },
        defaults: {
          email: person.email,
          name: person.name,
          staff: person.staff ?? false,
          passwordHash: hashes.get(person.email) ?? publishedHash,
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
  return { created, passwords: passwords?.size ? passwords : null };
}

/** Organisations other than the demo (marked, or the unmarked one of its slug made before the mark). */
async function holdsRealOrganisations(db: Database): Promise<boolean> {
  const others = await db.models.Organisation.count({
    where: { demo: false, slug: { [Op.ne]: DEMO_ORGANISATION.slug } },
  });
  return others > 0;
}

/** The demo accounts that still open with the published password, or are a staff login. */
async function withPublishedPassword<U extends { staff: boolean; passwordHash: string | null }>(users: U[]) {
  const found: U[] = [];
  for (const user of users) {
    if (user.staff || (await verifyPassword(DEMO_PASSWORD, user.passwordHash))) found.push(user);
  }
  return found;
}

/** A fresh password for each demo account made now, and for each losing the published one. */
function generatedPasswords(
  people: typeof DEMO_USERS,
  existing: { email: string }[],
  published: { email: string }[],
): Map<string, string> {
  const have = new Set(existing.map((user) => user.email));
  const replaced = new Set(published.map((user) => user.email));
  const passwords = new Map<string, string>();
  for (const { email } of people) {
    if (!have.has(email) || replaced.has(email)) passwords.set(email, randomBytes(12).toString('base64url'));
  }
  return passwords;
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

/** How to sign in to the demo: the published password, or the generated ones (shown this once). */
export function describeDemoData(passwords: Map<string, string> | null = null): string {
  const shown = passwords ? DEMO_USERS.filter((user) => passwords.has(user.email)) : DEMO_USERS;
  const width = Math.max(...shown.map((user) => user.email.length));
  const role = (user: (typeof DEMO_USERS)[number]) =>
    user.staff ? 'staff (the /admin screen)' : user.role ? ROLE_LABELS[user.role].label : '';
  return [
    `Demo data: organisation "${DEMO_ORGANISATION.name}" (/organisations/${DEMO_ORGANISATION.slug}), teams ${TEAMS.map((t) => t.name).join(' and ')}, ${DEMO_SITES.length} sites on the demo website.`,
    passwords
      ? 'This database holds real organisations, so the demo accounts have these passwords, shown only now:'
      : `Sign in with any of these (password: ${DEMO_PASSWORD}):`,
    ...shown.map((user) =>
      `  ${user.email.padEnd(width)}  ${passwords ? `${passwords.get(user.email)}  ` : ''}${role(user)}`.trimEnd(),
    ),
  ].join('\n');
}
