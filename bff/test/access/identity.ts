// Access entries of the identity fields: users, organisations, teams, sites, people, tokens, staff lists.
import { newTokenSecret } from '@pace/platform/credentials';
import {
  type AccessArea,
  type AccessFixtures,
  guards,
  SIGN_IN,
  TOKENS_CANNOT,
} from '../support/access-kit.ts';

const orgToken = (f: AccessFixtures) => f.extra.identity!.tokenUuid as string;

const SITE_INPUT = { name: 'Intruder', canonicalUrl: 'https://intruder.example.test/' };
const TOKEN_INPUT = { name: 'intruder', permissions: ['readSites'] };

export const area: AccessArea = {
  async setup(f) {
    const { hash, prefix } = newTokenSecret();
    const token = await f.app.db.models.ApiToken.create({
      kind: 'organisation',
      organisationId: f.orgA.id,
      userId: f.users.adminA.id,
      name: 'target',
      tokenHash: hash,
      tokenPrefix: prefix,
      permissions: ['readSites'],
    });
    return { tokenUuid: token.uuid };
  },

  cases: [
    // Queries
    {
      field: 'Query.currentUser',
      call: () => ({ query: '{ currentUser { uuid email memberships { role } } }' }),
      expect: {
        ...guards.ownAccount(),
        anonymous: { empty: true },
        otherTeamToken: { skip: 'a token reads its own owner' },
        organisationToken: { skip: 'a token reads its own owner' },
      },
    },
    {
      field: 'Query.organisation',
      call: (f) => ({
        query: 'query($o: ID!) { organisation(orgId: $o) { id name } }',
        variables: { o: f.orgA.slug },
      }),
      expect: guards.organisationRead({ skip: 'the organisation of the team the token reaches' }),
    },
    {
      field: 'Query.team',
      call: (f) => ({ query: 'query($t: ID!) { team(teamId: $t) { id } }', variables: { t: f.teamA1.slug } }),
      expect: guards.teamRead(),
    },
    {
      field: 'Query.site',
      call: (f) => ({
        query: 'query($t: ID!) { site(teamId: $t, siteId: "site-a1") { id secret } }',
        variables: { t: f.teamA1.slug },
      }),
      expect: guards.teamRead(),
    },
    {
      field: 'Query.sites',
      call: (f) => ({
        query: 'query($t: ID!) { sites(teamId: $t) { totalCount edges { node { id } } } }',
        variables: { t: f.teamA1.slug },
      }),
      expect: guards.teamRead(),
    },
    {
      field: 'Query.organisationSites',
      call: (f) => ({
        query: 'query($o: ID!) { organisationSites(orgId: $o) { edges { node { id } } } }',
        variables: { o: f.orgA.slug },
      }),
      expect: guards.organisationRead({ hides: 'site-a1' }),
    },
    {
      field: 'Query.searchSites',
      call: () => ({ query: '{ searchSites(query: "site-a") { id } }' }),
      expect: {
        ...guards.organisationRead({ hides: 'site-a1' }),
        anonymous: { deny: SIGN_IN },
        otherOrganisation: { hides: 'site-a' },
      },
    },
    {
      field: 'Query.adminOrganisations',
      call: () => ({ query: '{ adminOrganisations { totalCount } }' }),
      expect: guards.staff(),
    },
    {
      field: 'Query.adminUsers',
      call: () => ({ query: '{ adminUsers { totalCount } }' }),
      expect: guards.staff(),
    },
    {
      field: 'Mutation.adminGrantTrial',
      call: (f) => ({
        query: 'mutation($o: ID!) { adminGrantTrial(orgId: $o) { slug } }',
        variables: { o: f.orgA.slug },
      }),
      expect: guards.staff(),
    },

    // The own account
    {
      field: 'Mutation.updateUserSettings',
      call: (f) => ({
        query: `mutation($t: ID!) { updateUserSettings(recentSites: [{ teamId: $t, siteId: "site-a1" }]) {
          recentSites { id } } }`,
        variables: { t: f.teamA1.slug },
      }),
      expect: {
        ...guards.ownAccount(),
        otherOrganisation: { skip: 'own recent sites; unreachable ones are dropped (identity-queries test)' },
        otherTeamToken: { skip: 'own recent sites; unreachable ones are dropped (identity-queries test)' },
        organisationToken: { skip: 'the owner’s recent sites (identity-queries test)' },
      },
    },
    {
      field: 'Mutation.updateProfile',
      call: () => ({
        query:
          'mutation { updateProfile(input: { name: "Intruder", email: "intruder@example.test" }) { uuid } }',
      }),
      expect: guards.ownAccount(),
    },
    {
      field: 'Mutation.changePassword',
      call: () => ({
        query:
          'mutation { changePassword(password: "intruder-pass", passwordConfirmation: "intruder-pass") }',
      }),
      expect: guards.ownAccount(),
    },
    {
      field: 'Mutation.deleteAccount',
      call: () => ({ query: 'mutation { deleteAccount(confirmation: "DELETE") }' }),
      expect: guards.ownAccount(),
    },
    {
      field: 'Mutation.createOrganisation',
      call: () => ({ query: 'mutation { createOrganisation(input: { name: "Intruder" }) { id } }' }),
      expect: guards.ownAccount(),
    },

    // Organisation A
    {
      field: 'Mutation.updateOrganisation',
      call: (f) => ({
        query: 'mutation($o: ID!) { updateOrganisation(orgId: $o, input: { name: "Taken" }) { id } }',
        variables: { o: f.orgA.slug },
      }),
      expect: guards.organisationAdmin(),
    },
    {
      field: 'Mutation.createTeam',
      call: (f) => ({
        query: 'mutation($o: ID!) { createTeam(orgId: $o, input: { name: "Intruders" }) { id } }',
        variables: { o: f.orgA.slug },
      }),
      expect: guards.organisationAdmin(),
    },
    {
      field: 'Mutation.invitePerson',
      call: (f) => ({
        query: `mutation($o: ID!) { invitePerson(orgId: $o, input: { email: "intruder@example.test", role: admin }) {
          uuid } }`,
        variables: { o: f.orgA.slug },
      }),
      expect: guards.organisationAdmin(),
    },
    {
      field: 'Mutation.updatePerson',
      call: (f) => ({
        query:
          'mutation($o: ID!, $u: ID!) { updatePerson(orgId: $o, uuid: $u, input: { role: admin }) { uuid } }',
        variables: { o: f.orgA.slug, u: f.users.viewerA.uuid },
      }),
      expect: guards.organisationAdmin(),
    },
    {
      field: 'Mutation.removePerson',
      call: (f) => ({
        query: 'mutation($o: ID!, $u: ID!) { removePerson(orgId: $o, uuid: $u) }',
        variables: { o: f.orgA.slug, u: f.users.memberA.uuid },
      }),
      expect: guards.organisationAdmin(),
    },

    // Team A1
    {
      field: 'Mutation.updateTeam',
      call: (f) => ({
        query: 'mutation($t: ID!) { updateTeam(teamId: $t, input: { name: "Renamed" }) { id } }',
        variables: { t: f.teamA1.slug },
      }),
      expect: guards.teamAdmin(),
    },
    {
      field: 'Mutation.deleteTeam',
      call: (f) => ({
        query: 'mutation($t: ID!, $c: String!) { deleteTeam(teamId: $t, confirmation: $c) }',
        variables: { t: f.teamA1.slug, c: f.teamA1.name },
      }),
      expect: guards.teamAdmin(),
    },
    {
      field: 'Mutation.addTeamMember',
      call: (f) => ({
        query: 'mutation($t: ID!, $u: ID!) { addTeamMember(teamId: $t, personUuid: $u) { id } }',
        variables: { t: f.teamA1.slug, u: f.users.adminA.uuid },
      }),
      expect: guards.teamAdmin(),
    },
    {
      field: 'Mutation.removeTeamMember',
      call: (f) => ({
        query: 'mutation($t: ID!, $u: ID!) { removeTeamMember(teamId: $t, personUuid: $u) { id } }',
        variables: { t: f.teamA1.slug, u: f.users.memberA.uuid },
      }),
      expect: guards.teamAdmin(),
    },

    // Sites of team A1
    {
      field: 'Mutation.createSite',
      call: (f) => ({
        query: 'mutation($t: ID!, $i: SiteInput!) { createSite(teamId: $t, input: $i) { id } }',
        variables: { t: f.teamA1.slug, i: SITE_INPUT },
      }),
      expect: guards.siteCreate(),
    },
    {
      field: 'Mutation.updateSite',
      call: (f) => ({
        query:
          'mutation($t: ID!, $i: SiteInput!) { updateSite(teamId: $t, siteId: "site-a1", input: $i) { id } }',
        variables: { t: f.teamA1.slug, i: SITE_INPUT },
      }),
      expect: guards.siteWrite(),
    },
    {
      field: 'Mutation.deleteSite',
      call: (f) => ({
        query: 'mutation($t: ID!) { deleteSite(teamId: $t, siteId: "site-a1", confirmation: "site-a1") }',
        variables: { t: f.teamA1.slug },
      }),
      expect: guards.siteWrite(),
    },

    // API tokens of organisation A
    {
      field: 'Mutation.createApiToken',
      call: (f) => ({
        query: 'mutation($o: ID!, $i: ApiTokenInput!) { createApiToken(orgId: $o, input: $i) { secret } }',
        variables: { o: f.orgA.slug, i: TOKEN_INPUT },
      }),
      expect: {
        ...guards.organisationAdmin(),
        anonymous: { deny: SIGN_IN },
        otherTeamToken: { deny: TOKENS_CANNOT },
        organisationToken: { deny: TOKENS_CANNOT },
      },
    },
    {
      field: 'Mutation.updateApiToken',
      call: (f) => ({
        query: 'mutation($u: ID!, $i: ApiTokenInput!) { updateApiToken(uuid: $u, input: $i) { uuid } }',
        variables: { u: orgToken(f), i: { ...TOKEN_INPUT, permissions: ['readSites', 'updateSites'] } },
      }),
      expect: {
        ...guards.organisationAdmin(),
        anonymous: { deny: SIGN_IN },
        otherOrganisation: { deny: 'API token not found' },
        otherTeamToken: { deny: TOKENS_CANNOT },
        organisationToken: { deny: TOKENS_CANNOT },
      },
    },
    {
      field: 'Mutation.deleteApiToken',
      call: (f) => ({
        query: 'mutation($u: ID!) { deleteApiToken(uuid: $u) }',
        variables: { u: orgToken(f) },
      }),
      expect: {
        ...guards.organisationAdmin(),
        anonymous: { deny: SIGN_IN },
        otherOrganisation: { deny: 'API token not found' },
        otherTeamToken: { deny: TOKENS_CANNOT },
        organisationToken: { deny: TOKENS_CANNOT },
      },
    },
  ],
};
