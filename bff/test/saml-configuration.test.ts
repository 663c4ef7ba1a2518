// The SAML configuration an administrator keeps (GraphQL): from IdP metadata or from entity ID, SSO URL
// and certificate, with field errors for what cannot be used; a claim on an email domain is unproved
// until its TXT record is checked (security/domain-claims.test.ts), so several may claim one domain.
import { X509Certificate } from 'node:crypto';
import { makeKeyPair, TestIdentityProvider } from '@pace/service-fakes/saml-idp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { actorHeaders, createWorld, gql, type Headers, type World } from './support/actors.ts';
import { startTestApp, type TestApp } from './support.ts';

const FIELDS = `emailDomain idpEntityId ssoUrl certificateFingerprint certificateExpiresAt certificateSubject
  fromMetadata enabled spEntityId acsUrl metadataUrl updatedAt
  domainProof { state provedAt lastCheckedAt recordType recordName recordValue }`;
const SAVE = `mutation($orgId: ID!, $input: SamlConfigurationInput!) {
  updateSamlConfiguration(orgId: $orgId, input: $input) { ${FIELDS} } }`;
const READ = `query($orgId: ID!) { samlConfiguration(orgId: $orgId) { ${FIELDS} } }`;
const DELETE = 'mutation($orgId: ID!) { deleteSamlConfiguration(orgId: $orgId) }';

describe('SAML configuration (embedded)', () => {
  let app: TestApp;
  let idp: TestIdentityProvider;
  let world: World;
  let adminA: Headers;
  let adminB: Headers;

  beforeAll(async () => {
    idp = await TestIdentityProvider.start();
    app = await startTestApp('embedded', { withShell: false });
    world = await createWorld(app);
    adminA = await actorHeaders(app, world.users.adminA);
    adminB = await actorHeaders(app, world.users.adminB);
  });
  afterAll(async () => {
    await app?.close();
    await idp?.close();
  });

  const save = (headers: Headers, orgId: string, input: Record<string, unknown>) =>
    gql<{ updateSamlConfiguration: Record<string, unknown> }>(app, headers, SAVE, { orgId, input });

  it('is null until set up', async () => {
    const result = await gql(app, adminA, READ, { orgId: world.orgA.slug });
    expect(result.errors).toBeUndefined();
    expect(result.data).toEqual({ samlConfiguration: null });
  });

  it('is saved from IdP metadata, and tells what to give the IdP', async () => {
    const result = await save(adminA, world.orgA.slug, {
      emailDomain: ' A.Example.test ',
      metadataXml: idp.metadata(),
    });
    expect(result.errors).toBeUndefined();
    const fingerprint = new X509Certificate(idp.keys.certificate).fingerprint256;
    expect(result.data?.updateSamlConfiguration).toMatchObject({
      emailDomain: 'a.example.test',
      idpEntityId: idp.entityId,
      ssoUrl: idp.ssoUrl,
      certificateFingerprint: fingerprint,
      certificateSubject: 'CN=idp.pace.test',
      fromMetadata: true,
      enabled: true,
      spEntityId: `${app.deps.config.publicUrl}/auth/saml/${world.orgA.slug}/metadata`,
      acsUrl: `${app.deps.config.publicUrl}/auth/saml/${world.orgA.slug}/acs`,
    });
    const read = await gql<{ samlConfiguration: { ssoUrl: string } }>(app, adminA, READ, {
      orgId: world.orgA.slug,
    });
    expect(read.data?.samlConfiguration.ssoUrl).toBe(idp.ssoUrl);
  });

  it('is saved from entity ID, SSO URL and a certificate (PEM or bare base64)', async () => {
    const { certificate } = await makeKeyPair('other-idp.test');
    const bare = certificate.replace(/-----(BEGIN|END) CERTIFICATE-----|\s/g, '');
    const result = await save(adminA, world.orgA.slug, {
      emailDomain: 'a.example.test',
      idpEntityId: 'https://idp.example.test/entity',
      ssoUrl: 'https://idp.example.test/sso',
      certificate: bare,
    });
    expect(result.errors).toBeUndefined();
    expect(result.data?.updateSamlConfiguration).toMatchObject({
      idpEntityId: 'https://idp.example.test/entity',
      fromMetadata: false,
      certificateFingerprint: new X509Certificate(certificate).fingerprint256,
    });
    expect(await app.db.models.SamlConfiguration.count({ where: { organisationId: world.orgA.id } })).toBe(1);
  });

  it.each([
    [{ emailDomain: 'not a domain', metadataXml: 'x' }, 'emailDomain', 'Enter a domain such as example.com'],
    [
      { emailDomain: 'a.example.test', metadataXml: '<md:EntityDescriptor' },
      'metadataXml',
      'Invalid IdP metadata: it is not well-formed XML',
    ],
    [
      {
        emailDomain: 'a.example.test',
        metadataXml: '<EntityDescriptor xmlns="urn:oasis:names:tc:SAML:2.0:metadata" entityID="x"/>',
      },
      'metadataXml',
      'Invalid IdP metadata: no IDPSSODescriptor',
    ],
    [
      {
        emailDomain: 'a.example.test',
        idpEntityId: 'x',
        ssoUrl: 'ftp://idp.example.test/',
        certificate: 'x',
      },
      'ssoUrl',
      'Enter the SSO URL as an http(s) URL',
    ],
    [
      {
        emailDomain: 'a.example.test',
        idpEntityId: 'x',
        ssoUrl: 'https://idp.example.test/',
        certificate: 'MIIBnotacert',
      },
      'certificate',
      'This is not a valid X.509 certificate',
    ],
  ])('refuses %j on its field', async (input, field, message) => {
    const before = await app.db.models.SamlConfiguration.findOne({
      where: { organisationId: world.orgA.id },
    });
    const result = await save(adminA, world.orgA.slug, input);
    expect(result.errors?.[0]).toMatchObject({ message, extensions: { field } });
    const after = await app.db.models.SamlConfiguration.findOne({ where: { organisationId: world.orgA.id } });
    expect(after?.updatedAt.getTime()).toBe(before?.updatedAt.getTime());
  });

  it('keeps the saved identity provider for what is left out', async () => {
    const before = await app.db.models.SamlConfiguration.findOne({
      where: { organisationId: world.orgA.id },
    });
    const result = await save(adminA, world.orgA.slug, { emailDomain: 'a.example.test', enabled: false });
    expect(result.errors).toBeUndefined();
    expect(result.data?.updateSamlConfiguration).toMatchObject({
      enabled: false,
      idpEntityId: before?.idpEntityId,
    });
    const after = await app.db.models.SamlConfiguration.findOne({ where: { organisationId: world.orgA.id } });
    expect(after?.certificate).toBe(before?.certificate);
  });

  it('needs every value the first time', async () => {
    const result = await save(adminB, world.orgB.slug, {
      emailDomain: 'b.example.test',
      idpEntityId: 'https://idp.example.test/entity',
      certificate: idp.keys.certificate,
    });
    expect(result.errors?.[0]).toMatchObject({
      message: 'SSO URL is required (or paste the metadata)',
      extensions: { field: 'ssoUrl' },
    });
    expect(await app.db.models.SamlConfiguration.count({ where: { organisationId: world.orgB.id } })).toBe(0);
  });

  it('lets another organisation claim the domain, unproved, with a token of its own', async () => {
    const result = await save(adminB, world.orgB.slug, {
      emailDomain: 'A.example.test',
      metadataXml: idp.metadata(),
    });
    expect(result.errors).toBeUndefined();
    const claims = await app.db.models.SamlConfiguration.findAll({
      where: { emailDomain: 'a.example.test' },
    });
    expect(claims.map((claim) => claim.organisationId).sort()).toEqual([world.orgA.id, world.orgB.id].sort());
    expect(claims.every((claim) => claim.provedDomain === null)).toBe(true);
    expect(new Set(claims.map((claim) => claim.domainToken)).size).toBe(2);
    expect(result.data?.updateSamlConfiguration).toMatchObject({
      domainProof: {
        state: 'UNPROVED',
        provedAt: null,
        recordType: 'TXT',
        recordName: '_pace-challenge.a.example.test',
        recordValue: `pace-domain-verification=${claims.find((c) => c.organisationId === world.orgB.id)?.domainToken}`,
      },
    });
  });

  it('is for administrators only', async () => {
    const member = await actorHeaders(app, world.users.memberA);
    const result = await gql(app, member, READ, { orgId: world.orgA.slug });
    expect(result.errors?.[0]?.message).toBe('You are not authorised to modify this organisation');
  });

  it('is removed', async () => {
    expect((await gql(app, adminA, DELETE, { orgId: world.orgA.slug })).data).toEqual({
      deleteSamlConfiguration: true,
    });
    expect((await gql(app, adminA, READ, { orgId: world.orgA.slug })).data).toEqual({
      samlConfiguration: null,
    });
    expect((await gql(app, adminA, DELETE, { orgId: world.orgA.slug })).data).toEqual({
      deleteSamlConfiguration: false,
    });
  });
});
