// Email domain claims as data (tests/security/identity-claims-outside.json, domainClaims): each scenario's
// steps (claims, TXT records published or removed on a real DNS server on loopback, the administrator's
// check, the schedule's re-check) and then which organisation holds the proof and where SSO sign-in for
// an address of the domain goes. In both modes.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { DomainProofs } from '@pace/platform/domain-proof';
import { makeKeyPair } from '@pace/service-fakes/saml-idp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { actorHeaders, createWorld, gql, type Headers, type World } from '../support/actors.ts';
import { CookieClient } from '../support/cookie-client.ts';
import { startNameServer, type TestNameServer } from '../support/dns.ts';
import { MODES, startTestApp, type TestApp } from '../support.ts';

type Org = 'A' | 'B';
interface Step {
  claim?: Org;
  claimElsewhere?: Org;
  publish?: Org;
  unpublish?: Org;
  check?: Org;
  recheck?: true;
  dnsFails?: true;
}
interface Scenario {
  name: string;
  steps: Step[];
  expect: { proved: Org | null; signInGoesTo: Org | null };
}

const { domainClaims } = JSON.parse(
  readFileSync(join(import.meta.dirname, '../../../tests/security/identity-claims-outside.json'), 'utf8'),
) as { domainClaims: Scenario[] };

const SAVE = `mutation($orgId: ID!, $input: SamlConfigurationInput!) {
  updateSamlConfiguration(orgId: $orgId, input: $input) { emailDomain } }`;
const READ = `query($orgId: ID!) { samlConfiguration(orgId: $orgId) {
  emailDomain domainProof { state provedAt lastCheckedAt recordType recordName recordValue } } }`;
const CHECK = `mutation($orgId: ID!) { checkSamlDomain(orgId: $orgId) { domainProof { state } } }`;
const DELETE = 'mutation($orgId: ID!) { deleteSamlConfiguration(orgId: $orgId) }';

interface Proof {
  state: 'UNPROVED' | 'PROVED';
  recordName: string;
  recordValue: string;
}

describe.each(MODES)('email domain claims (%s)', (mode) => {
  let app: TestApp;
  let dns: TestNameServer;
  let world: World;
  let admins: Record<Org, Headers>;
  let slugs: Record<Org, string>;
  let certificate: string;

  beforeAll(async () => {
    dns = await startNameServer();
    app = await startTestApp(mode, { withShell: false, env: { DNS_RESOLVER: dns.address } });
    world = await createWorld(app);
    admins = {
      A: await actorHeaders(app, world.users.adminA),
      B: await actorHeaders(app, world.users.adminB),
    };
    slugs = { A: world.orgA.slug, B: world.orgB.slug };
    ({ certificate } = await makeKeyPair('claims.idp.test'));
  });
  afterAll(async () => {
    await app?.close();
    await dns?.close();
  });

  const ssoUrl = (org: Org) => `https://idp-${org.toLowerCase()}.example.test/sso`;
  async function claim(org: Org, emailDomain: string) {
    const result = await gql(app, admins[org], SAVE, {
      orgId: slugs[org],
      input: {
        emailDomain,
        idpEntityId: `https://idp-${org}.example.test`,
        ssoUrl: ssoUrl(org),
        certificate,
      },
    });
    expect(result.errors).toBeUndefined();
  }
  async function read(org: Org) {
    const result = await gql<{ samlConfiguration: { emailDomain: string; domainProof: Proof } | null }>(
      app,
      admins[org],
      READ,
      { orgId: slugs[org] },
    );
    expect(result.errors).toBeUndefined();
    return result.data!.samlConfiguration;
  }
  async function record(org: Org) {
    const { domainProof } = (await read(org))!;
    return domainProof;
  }
  async function signInGoesTo(domain: string): Promise<Org | null> {
    const browser = new CookieClient(app.url);
    await browser.csrf();
    const started = await browser.json<{ redirectTo?: string; error?: { message: string } }>(
      'POST',
      '/auth/saml/start',
      { email: `someone@${domain}` },
    );
    if (started.status === 400) {
      expect(started.body.error?.message).toBe('Single sign-on is not set up for this email address');
      return null;
    }
    expect(started.status).toBe(200);
    return (['A', 'B'] as const).find((org) => started.body.redirectTo?.startsWith(ssoUrl(org))) ?? null;
  }

  domainClaims.forEach((scenario, index) => {
    it(scenario.name, async () => {
      const domain = `claim${index}-${process.pid}-${mode}.example.test`;
      for (const org of ['A', 'B'] as const) await gql(app, admins[org], DELETE, { orgId: slugs[org] });
      for (const step of scenario.steps) {
        if (step.claim) await claim(step.claim, domain);
        if (step.claimElsewhere) await claim(step.claimElsewhere, `elsewhere.${domain}`);
        if (step.publish || step.unpublish) {
          const { recordName, recordValue } = await record((step.publish ?? step.unpublish)!);
          expect(recordName).toBe(`_pace-challenge.${domain}`);
          const values = (dns.txt.get(recordName) ?? []).filter((value) => value !== recordValue);
          dns.txt.set(recordName, step.publish ? [...values, recordValue] : values);
        }
        if (step.check) {
          const result = await gql(app, admins[step.check], CHECK, { orgId: slugs[step.check] });
          expect(result.errors).toBeUndefined();
        }
        if (step.dnsFails) dns.failing.add(`_pace-challenge.${domain}`);
        if (step.recheck) await new DomainProofs(app.db, [dns.address]).recheckProved();
      }
      const proved: Org[] = [];
      for (const org of ['A', 'B'] as const) {
        const configuration = await read(org);
        if (configuration?.emailDomain === domain && configuration.domainProof.state === 'PROVED')
          proved.push(org);
      }
      expect(proved).toEqual(scenario.expect.proved ? [scenario.expect.proved] : []);
      expect(await signInGoesTo(domain)).toBe(scenario.expect.signInGoesTo);
    });
  });
});
