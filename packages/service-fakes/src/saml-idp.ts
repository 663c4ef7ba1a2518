// A SAML 2.0 identity provider on loopback for the SAML tests. It speaks the real bindings: it takes the
// AuthnRequest over HTTP-Redirect (deflated, base64 SAMLRequest), and answers with the auto-posting HTML
// form of the HTTP-POST binding carrying a Response whose Assertion is signed (XML-DSig, RSA-SHA256) with
// a key pair made here, under a self-signed certificate. Tests change what the next response says
// (audience, times, assertion ID, signing key...) to see the bff refuse it.
import { generateKeyPairSync, randomUUID } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { inflateRawSync } from 'node:zlib';
import { generate } from 'selfsigned';
import { SignedXml } from 'xml-crypto';

export interface KeyPair {
  privateKey: string;
  certificate: string;
}

/** An RSA key pair with a self-signed certificate. */
export async function makeKeyPair(commonName = 'idp.pace.test'): Promise<KeyPair> {
  const { privateKey, publicKey } = generateKeyPairSync('rsa', {
    modulusLength: 2048,
    publicKeyEncoding: { type: 'spki', format: 'pem' },
    privateKeyEncoding: { type: 'pkcs8', format: 'pem' },
  });
  const pems = await generate([{ name: 'commonName', value: commonName }], {
    keyPair: { privateKey, publicKey },
    algorithm: 'sha256',
  });
  return { privateKey, certificate: pems.cert };
}

/** What the next response says; anything left out is what a well-behaved IdP would send. */
export interface Assertion {
  nameId: string;
  email?: string;
  name?: string;
  /** Default: the request's Issuer (our SP entity ID). */
  audience?: string;
  /** Default: the request's ID. */
  inResponseTo?: string;
  /** Default: a fresh ID. */
  assertionId?: string;
  issueInstant?: Date;
  notBefore?: Date;
  notOnOrAfter?: Date;
  /** Default: the IdP's own key (the certificate the bff knows). */
  signWith?: KeyPair;
  /** Changes the XML after signing (a tampered assertion). */
  tamper?: (xml: string) => string;
}

export interface AuthnRequest {
  id: string;
  issuer: string;
  acsUrl: string;
  relayState: string;
  xml: string;
}

export interface SamlPost {
  action: string;
  SAMLResponse: string;
  RelayState: string;
}

const escapeXml = (value: string) =>
  value.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
const pemBody = (pem: string) => pem.replace(/-----(BEGIN|END) CERTIFICATE-----|\s/g, '');
const attribute = (xml: string, name: string) => new RegExp(`\\s${name}="([^"]*)"`).exec(xml)?.[1] ?? '';

export class TestIdentityProvider {
  readonly entityId: string;
  readonly ssoUrl: string;
  /** The assertion the next AuthnRequest is answered with. */
  next: Assertion = { nameId: 'nobody@example.test' };
  requests: AuthnRequest[] = [];

  private constructor(
    private readonly server: Server,
    readonly keys: KeyPair,
  ) {
    const { port } = server.address() as AddressInfo;
    this.entityId = `http://127.0.0.1:${port}/metadata`;
    this.ssoUrl = `http://127.0.0.1:${port}/sso`;
  }

  static async start(): Promise<TestIdentityProvider> {
    const keys = await makeKeyPair();
    let idp: TestIdentityProvider | undefined;
    const server = createServer((req, res) => {
      const url = new URL(req.url ?? '/', 'http://127.0.0.1');
      if (url.pathname === '/metadata') {
        res.writeHead(200, { 'content-type': 'application/samlmetadata+xml' }).end(idp!.metadata());
        return;
      }
      if (url.pathname !== '/sso' || !url.searchParams.get('SAMLRequest')) {
        res.writeHead(404).end();
        return;
      }
      const request = idp!.readRequest(url.searchParams);
      res.writeHead(200, { 'content-type': 'text/html' }).end(idp!.postForm(request, idp!.next));
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    idp = new TestIdentityProvider(server, keys);
    return idp;
  }

  close() {
    return new Promise<void>((resolve) => this.server.close(() => resolve()));
  }

  /** The IdP's metadata, as an administrator would paste it. */
  metadata(): string {
    return `<?xml version="1.0"?>
<md:EntityDescriptor xmlns:md="urn:oasis:names:tc:SAML:2.0:metadata" entityID="${escapeXml(this.entityId)}">
  <md:IDPSSODescriptor protocolSupportEnumeration="urn:oasis:names:tc:SAML:2.0:protocol" WantAuthnRequestsSigned="false">
    <md:KeyDescriptor use="signing">
      <ds:KeyInfo xmlns:ds="http://www.w3.org/2000/09/xmldsig#">
        <ds:X509Data><ds:X509Certificate>${pemBody(this.keys.certificate)}</ds:X509Certificate></ds:X509Data>
      </ds:KeyInfo>
    </md:KeyDescriptor>
    <md:NameIDFormat>urn:oasis:names:tc:SAML:1.1:nameid-format:emailAddress</md:NameIDFormat>
    <md:SingleSignOnService Binding="urn:oasis:names:tc:SAML:2.0:bindings:HTTP-POST" Location="${escapeXml(this.ssoUrl)}"/>
    <md:SingleSignOnService Binding="urn:oasis:names:tc:SAML:2.0:bindings:HTTP-Redirect" Location="${escapeXml(this.ssoUrl)}"/>
  </md:IDPSSODescriptor>
</md:EntityDescriptor>`;
  }

  /** Decodes an HTTP-Redirect AuthnRequest. */
  readRequest(query: URLSearchParams): AuthnRequest {
    const xml = inflateRawSync(Buffer.from(query.get('SAMLRequest') ?? '', 'base64')).toString('utf8');
    if (!xml.includes('AuthnRequest')) throw new Error(`not an AuthnRequest: ${xml}`);
    const request = {
      id: attribute(xml, 'ID'),
      acsUrl: attribute(xml, 'AssertionConsumerServiceURL'),
      issuer: /<saml:Issuer[^>]*>([^<]*)<\/saml:Issuer>/.exec(xml)?.[1] ?? '',
      relayState: query.get('RelayState') ?? '',
      xml,
    };
    this.requests.push(request);
    return request;
  }

  /** The Response for `request`, base64 as the POST binding carries it. */
  response(request: AuthnRequest, assertion: Assertion): string {
    const now = new Date();
    const iso = (date: Date) => date.toISOString();
    const issueInstant = assertion.issueInstant ?? now;
    const notBefore = assertion.notBefore ?? new Date(now.getTime() - 60_000);
    const notOnOrAfter = assertion.notOnOrAfter ?? new Date(now.getTime() + 5 * 60_000);
    const inResponseTo = assertion.inResponseTo ?? request.id;
    const assertionId = assertion.assertionId ?? `_a${randomUUID()}`;
    const attributes = [
      assertion.email ? ['email', assertion.email] : null,
      assertion.name ? ['displayName', assertion.name] : null,
    ]
      .filter((pair): pair is string[] => pair !== null)
      .map(
        ([name, value]) =>
          `<saml:Attribute Name="${name}"><saml:AttributeValue>${escapeXml(value!)}</saml:AttributeValue></saml:Attribute>`,
      )
      .join('');
    const xml =
      `<samlp:Response xmlns:samlp="urn:oasis:names:tc:SAML:2.0:protocol" xmlns:saml="urn:oasis:names:tc:SAML:2.0:assertion" ID="_r${randomUUID()}" Version="2.0" IssueInstant="${iso(now)}" Destination="${escapeXml(request.acsUrl)}" InResponseTo="${escapeXml(inResponseTo)}">` +
      `<saml:Issuer>${escapeXml(this.entityId)}</saml:Issuer>` +
      `<samlp:Status><samlp:StatusCode Value="urn:oasis:names:tc:SAML:2.0:status:Success"/></samlp:Status>` +
      `<saml:Assertion ID="${escapeXml(assertionId)}" Version="2.0" IssueInstant="${iso(issueInstant)}">` +
      `<saml:Issuer>${escapeXml(this.entityId)}</saml:Issuer>` +
      `<saml:Subject><saml:NameID Format="urn:oasis:names:tc:SAML:1.1:nameid-format:emailAddress">${escapeXml(assertion.nameId)}</saml:NameID>` +
      `<saml:SubjectConfirmation Method="urn:oasis:names:tc:SAML:2.0:cm:bearer"><saml:SubjectConfirmationData InResponseTo="${escapeXml(inResponseTo)}" NotOnOrAfter="${iso(notOnOrAfter)}" Recipient="${escapeXml(request.acsUrl)}"/></saml:SubjectConfirmation></saml:Subject>` +
      `<saml:Conditions NotBefore="${iso(notBefore)}" NotOnOrAfter="${iso(notOnOrAfter)}"><saml:AudienceRestriction><saml:Audience>${escapeXml(assertion.audience ?? request.issuer)}</saml:Audience></saml:AudienceRestriction></saml:Conditions>` +
      `<saml:AuthnStatement AuthnInstant="${iso(now)}" SessionIndex="_s${randomUUID()}"><saml:AuthnContext><saml:AuthnContextClassRef>urn:oasis:names:tc:SAML:2.0:ac:classes:PasswordProtectedTransport</saml:AuthnContextClassRef></saml:AuthnContext></saml:AuthnStatement>` +
      (attributes ? `<saml:AttributeStatement>${attributes}</saml:AttributeStatement>` : '') +
      `</saml:Assertion></samlp:Response>`;
    const keys = assertion.signWith ?? this.keys;
    const signature = new SignedXml({
      privateKey: keys.privateKey,
      publicCert: keys.certificate,
      signatureAlgorithm: 'http://www.w3.org/2001/04/xmldsig-more#rsa-sha256',
      canonicalizationAlgorithm: 'http://www.w3.org/2001/10/xml-exc-c14n#',
    });
    signature.addReference({
      xpath: "//*[local-name(.)='Assertion']",
      digestAlgorithm: 'http://www.w3.org/2001/04/xmlenc#sha256',
      transforms: [
        'http://www.w3.org/2000/09/xmldsig#enveloped-signature',
        'http://www.w3.org/2001/10/xml-exc-c14n#',
      ],
    });
    signature.computeSignature(xml, {
      prefix: 'ds',
      location: { reference: "//*[local-name(.)='Assertion']/*[local-name(.)='Issuer']", action: 'after' },
    });
    const signed = assertion.tamper ? assertion.tamper(signature.getSignedXml()) : signature.getSignedXml();
    return Buffer.from(signed, 'utf8').toString('base64');
  }

  /** The HTTP-POST binding's page: a form the browser submits to the ACS URL on load. */
  postForm(request: AuthnRequest, assertion: Assertion): string {
    const fields = { SAMLResponse: this.response(request, assertion), RelayState: request.relayState };
    return `<!doctype html><html><body onload="document.forms[0].submit()">
<form method="post" action="${escapeXml(request.acsUrl)}">
${Object.entries(fields)
  .map(([name, value]) => `<input type="hidden" name="${name}" value="${escapeXml(value)}">`)
  .join('\n')}
<noscript><button type="submit">Continue</button></noscript>
</form></body></html>`;
  }
}

/** Reads the POST binding form, as a browser would before submitting it. */
export function readPostForm(html: string): SamlPost {
  const action = /<form[^>]*action="([^"]*)"/.exec(html)?.[1];
  const field = (name: string) => new RegExp(`name="${name}" value="([^"]*)"`).exec(html)?.[1];
  const unescapeXml = (value: string) =>
    value
      .replace(/&quot;/g, '"')
      .replace(/&gt;/g, '>')
      .replace(/&lt;/g, '<')
      .replace(/&amp;/g, '&');
  const SAMLResponse = field('SAMLResponse');
  if (!action || !SAMLResponse) throw new Error(`not a SAML POST form: ${html.slice(0, 300)}`);
  return { action: unescapeXml(action), SAMLResponse, RelayState: unescapeXml(field('RelayState') ?? '') };
}
