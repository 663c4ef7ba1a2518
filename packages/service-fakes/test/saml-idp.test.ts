// The identity provider as a service provider meets it: an AuthnRequest over HTTP-Redirect, a signed
// Response in the HTTP-POST form, metadata carrying the signing certificate.
import { deflateRawSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SignedXml } from 'xml-crypto';
import { makeKeyPair, readPostForm, TestIdentityProvider } from '../src/saml-idp.ts';

const ACS = 'http://127.0.0.1:1/auth/saml/acs';
const authnRequest = (id: string) =>
  `<samlp:AuthnRequest xmlns:samlp="urn:oasis:names:tc:SAML:2.0:protocol" xmlns:saml="urn:oasis:names:tc:SAML:2.0:assertion" ID="${id}" Version="2.0" AssertionConsumerServiceURL="${ACS}"><saml:Issuer>https://pace.test/sp</saml:Issuer></samlp:AuthnRequest>`;

/** Whether the Assertion's XML-DSig signature verifies with `certificate`. */
function verifies(xml: string, certificate: string): boolean {
  const signature = /<ds:Signature[\s\S]*<\/ds:Signature>/.exec(xml)?.[0];
  if (!signature) return false;
  const verifier = new SignedXml({ publicCert: certificate });
  verifier.loadSignature(signature);
  try {
    return verifier.checkSignature(xml);
  } catch {
    return false;
  }
}

describe('TestIdentityProvider', () => {
  let idp: TestIdentityProvider;
  beforeAll(async () => {
    idp = await TestIdentityProvider.start();
  });
  afterAll(() => idp.close());

  async function signIn(id: string) {
    const query = new URLSearchParams({
      SAMLRequest: deflateRawSync(authnRequest(id)).toString('base64'),
      RelayState: 'back-to/this',
    });
    const response = await fetch(`${idp.ssoUrl}?${query}`);
    expect(response.status).toBe(200);
    const form = readPostForm(await response.text());
    return { form, xml: Buffer.from(form.SAMLResponse, 'base64').toString('utf8') };
  }

  it('publishes metadata with its SSO URL and signing certificate', async () => {
    const response = await fetch(idp.entityId);
    expect(response.headers.get('content-type')).toBe('application/samlmetadata+xml');
    const metadata = await response.text();
    expect(metadata).toContain(`entityID="${idp.entityId}"`);
    expect(metadata).toContain(`Location="${idp.ssoUrl}"`);
    const body = idp.keys.certificate.replace(/-----(BEGIN|END) CERTIFICATE-----|\s/g, '');
    expect(metadata).toContain(body);
  });

  it('answers an AuthnRequest with a signed assertion posted back to the ACS URL', async () => {
    idp.next = { nameId: 'ada@example.test', email: 'ada@example.test', name: 'Ada' };
    const { form, xml } = await signIn('_req1');
    expect(form).toMatchObject({ action: ACS, RelayState: 'back-to/this' });
    expect(idp.requests.at(-1)).toMatchObject({ id: '_req1', issuer: 'https://pace.test/sp', acsUrl: ACS });
    expect(xml).toContain('InResponseTo="_req1"');
    expect(xml).toContain('<saml:Audience>https://pace.test/sp</saml:Audience>');
    expect(xml).toContain('>ada@example.test</saml:NameID>');
    expect(verifies(xml, idp.keys.certificate)).toBe(true);
  });

  it('signs with another key, or tampers after signing, when told to', async () => {
    const other = await makeKeyPair('other.pace.test');
    idp.next = { nameId: 'ada@example.test', signWith: other };
    const foreign = await signIn('_req2');
    expect(verifies(foreign.xml, idp.keys.certificate)).toBe(false);
    expect(verifies(foreign.xml, other.certificate)).toBe(true);

    idp.next = { nameId: 'ada@example.test', tamper: (xml) => xml.replace('ada@', 'eve@') };
    const tampered = await signIn('_req3');
    expect(tampered.xml).toContain('>eve@example.test</saml:NameID>');
    expect(verifies(tampered.xml, idp.keys.certificate)).toBe(false);
  });
});
