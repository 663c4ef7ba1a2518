// Reading what an administrator pastes: IdP metadata XML (entity ID, SSO URL and signing certificate),
// or a certificate on its own (PEM, or the bare base64 body metadata files carry).
import { X509Certificate } from 'node:crypto';
import { BadUserInputError } from '@pace/platform/errors';
import { DOMParser } from '@xmldom/xmldom';

const MD = 'urn:oasis:names:tc:SAML:2.0:metadata';
const DS = 'http://www.w3.org/2000/09/xmldsig#';
const REDIRECT_BINDING = 'urn:oasis:names:tc:SAML:2.0:bindings:HTTP-Redirect';

export interface ParsedMetadata {
  entityId: string;
  ssoUrl: string;
  certificate: string;
}

/** A certificate as PEM, checked to be one; `field` names the form field for the error. */
export function normaliseCertificate(text: string, field = 'certificate'): string {
  const body = text.replace(/-----(BEGIN|END) CERTIFICATE-----/g, '').replace(/\s+/g, '');
  const lines = body.match(/.{1,64}/g) ?? [];
  const pem = `-----BEGIN CERTIFICATE-----\n${lines.join('\n')}\n-----END CERTIFICATE-----\n`;
  try {
    new X509Certificate(pem);
  } catch {
    throw new BadUserInputError('This is not a valid X.509 certificate', { field });
  }
  return pem;
}

/** Fingerprint and end of validity, for the admin to compare with the IdP's. */
export function certificateFacts(pem: string) {
  const certificate = new X509Certificate(pem);
  return {
    fingerprint: certificate.fingerprint256,
    expiresAt: new Date(certificate.validTo),
    subject: certificate.subject,
  };
}

/** The IdP's entity ID, SSO URL (HTTP-Redirect binding) and signing certificate from its metadata. */
export function parseIdpMetadata(xml: string): ParsedMetadata {
  const invalid = (why: string) =>
    new BadUserInputError(`Invalid IdP metadata: ${why}`, { field: 'metadataXml' });
  let document: Document;
  try {
    const errors: string[] = [];
    document = new DOMParser({
      errorHandler: {
        error: (message) => errors.push(message),
        fatalError: (message) => errors.push(message),
      },
    }).parseFromString(xml, 'text/xml') as unknown as Document;
    if (errors.length > 0 || !document?.documentElement) throw new Error(errors[0]);
  } catch {
    throw invalid('it is not well-formed XML');
  }
  const descriptor =
    document.documentElement.localName === 'EntityDescriptor'
      ? document.documentElement
      : document.getElementsByTagNameNS(MD, 'EntityDescriptor')[0];
  const entityId = descriptor?.getAttribute('entityID')?.trim();
  if (!descriptor || !entityId) throw invalid('no EntityDescriptor with an entityID');
  const idp = descriptor.getElementsByTagNameNS(MD, 'IDPSSODescriptor')[0];
  if (!idp) throw invalid('no IDPSSODescriptor');
  const services = Array.from(idp.getElementsByTagNameNS(MD, 'SingleSignOnService'));
  const redirect = services.find((service) => service.getAttribute('Binding') === REDIRECT_BINDING);
  const ssoUrl = redirect?.getAttribute('Location')?.trim();
  if (!ssoUrl) throw invalid('no SingleSignOnService with the HTTP-Redirect binding');
  const keys = Array.from(idp.getElementsByTagNameNS(MD, 'KeyDescriptor')).filter(
    (key) => (key.getAttribute('use') ?? 'signing') === 'signing',
  );
  const certificateText = keys
    .map((key) => key.getElementsByTagNameNS(DS, 'X509Certificate')[0]?.textContent)
    .find((text) => text?.trim());
  if (!certificateText) throw invalid('no signing certificate');
  return { entityId, ssoUrl, certificate: normaliseCertificate(certificateText, 'metadataXml') };
}
