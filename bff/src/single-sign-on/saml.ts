// SAML 2.0 single sign-on, the service provider side, through @node-saml/node-saml. Each organisation
// with a configuration is its own service provider (entity ID and ACS URL carry its slug), so an IdP's
// response is only ever checked against that organisation's certificate and audience.
//
// What node-saml checks for us: the XML signature of the response and of the assertion against the IdP's
// certificate, NotBefore/NotOnOrAfter of the conditions and of the subject confirmation, the audience,
// and InResponseTo against the AuthnRequest IDs we issued (kept in the key-value store, single use).
// What we add (services/saml/sign-in.ts): each assertion ID is accepted once (saml_consumed_assertions).
import { createHash, randomBytes } from 'node:crypto';
import {
  type CacheItem,
  type CacheProvider,
  type Profile,
  SAML,
  ValidateInResponseTo,
} from '@node-saml/node-saml';
import type { KeyValueStore } from '@pace/platform/redis';

/** How long the IdP has to send the browser back after we sent it there. */
export const REQUEST_TTL_MS = 10 * 60 * 1000;
/**
 * However long an IdP says its assertion is valid, we take it for at most this long after it was issued:
 * it bounds replays, and how long consumed assertion IDs are kept.
 */
export const MAX_ASSERTION_AGE_MS = 10 * 60 * 1000;
/** Clock difference we tolerate between the IdP and us. */
export const CLOCK_SKEW_MS = 30_000;

/**
 * The AuthnRequest this browser started, in an httpOnly cookie: a response is accepted only in the browser
 * that asked for it, so nobody can sign someone else in to the attacker's account (login CSRF). The IdP's
 * POST back is cross-site: the cookie is SameSite=None (Secure) on https, Lax on http (same-site IdPs only).
 */
export const SAML_REQUEST_COOKIE = 'pace_saml_request';

/** An AuthnRequest ID (an xsd:ID: starts with a letter or underscore). */
export const newRequestId = () => `_${randomBytes(20).toString('hex')}`;

export const SAML_PATHS = {
  start: '/auth/saml/start',
  acs: (orgSlug: string) => `/auth/saml/${orgSlug}/acs`,
  metadata: (orgSlug: string) => `/auth/saml/${orgSlug}/metadata`,
};

/** What the IdP and the admin see of our side for one organisation. */
export function serviceProviderUrls(publicUrl: string, orgSlug: string) {
  return {
    // The metadata URL doubles as our entity ID (the audience the IdP must put in its assertions).
    entityId: `${publicUrl}${SAML_PATHS.metadata(orgSlug)}`,
    acsUrl: `${publicUrl}${SAML_PATHS.acs(orgSlug)}`,
    metadataUrl: `${publicUrl}${SAML_PATHS.metadata(orgSlug)}`,
  };
}

export interface IdentityProvider {
  entityId: string;
  ssoUrl: string;
  /** PEM certificate the IdP signs with. */
  certificate: string;
}

/** Anything wrong with a SAML response: the user sees "Single sign-on failed"; the log has the reason. */
export class SamlSignInError extends Error {
  override name = 'SamlSignInError';
}

/** The AuthnRequest IDs we issued, so a response answers one of ours (InResponseTo), once. */
class RequestIdCache implements CacheProvider {
  constructor(private readonly kv: KeyValueStore) {}
  private key(id: string) {
    return `saml-request:${createHash('sha256').update(id).digest('hex')}`;
  }
  async saveAsync(id: string, value: string): Promise<CacheItem | null> {
    const saved = await this.kv.set(this.key(id), value, { ttlMs: REQUEST_TTL_MS, onlyIfAbsent: true });
    return saved ? { value, createdAt: Date.now() } : null;
  }
  getAsync(id: string) {
    return this.kv.get(this.key(id));
  }
  async removeAsync(id: string | null) {
    if (!id) return null;
    const value = await this.kv.get(this.key(id));
    await this.kv.del(this.key(id));
    return value;
  }
}

/** The node-saml service provider of one organisation. */
export function serviceProvider(
  kv: KeyValueStore,
  publicUrl: string,
  orgSlug: string,
  idp: IdentityProvider,
  /** The ID of the AuthnRequest to make (a new one otherwise). */
  requestId?: string,
): SAML {
  const sp = serviceProviderUrls(publicUrl, orgSlug);
  return new SAML({
    issuer: sp.entityId,
    audience: sp.entityId,
    callbackUrl: sp.acsUrl,
    entryPoint: idp.ssoUrl,
    idpCert: idp.certificate,
    idpIssuer: idp.entityId,
    wantAssertionsSigned: true,
    wantAuthnResponseSigned: false, // many IdPs sign only the assertion, which is what carries the identity
    signatureAlgorithm: 'sha256',
    acceptedClockSkewMs: CLOCK_SKEW_MS,
    maxAssertionAgeMs: MAX_ASSERTION_AGE_MS,
    validateInResponseTo: ValidateInResponseTo.always,
    requestIdExpirationPeriodMs: REQUEST_TTL_MS,
    cacheProvider: new RequestIdCache(kv),
    identifierFormat: 'urn:oasis:names:tc:SAML:1.1:nameid-format:emailAddress',
    disableRequestedAuthnContext: true,
    ...(requestId ? { generateUniqueId: () => requestId } : {}),
  });
}

/** What a verified assertion tells us. */
export interface SamlIdentity {
  /** Unique per issuer: what makes the assertion single use. */
  assertionId: string;
  /** Until when the assertion could be presented (the earliest of its NotOnOrAfter times). */
  notOnOrAfter: Date;
  nameId: string;
  email: string | null;
  name: string | null;
}

const first = (value: unknown): string | null => {
  const item = Array.isArray(value) ? value[0] : value;
  return typeof item === 'string' && item.trim() ? item.trim() : null;
};

/** Reads a profile node-saml has verified. */
export function samlIdentity(profile: Profile): SamlIdentity {
  const assertion = profile.getAssertion?.() as
    | {
        Assertion?: {
          $?: { ID?: string; IssueInstant?: string };
          Conditions?: { $?: { NotOnOrAfter?: string } }[];
          Subject?: {
            SubjectConfirmation?: { SubjectConfirmationData?: { $?: { NotOnOrAfter?: string } }[] }[];
          }[];
        };
      }
    | undefined;
  const assertionId = assertion?.Assertion?.$?.ID;
  if (!assertionId) throw new SamlSignInError('the assertion has no ID');
  const parse = (values: (string | undefined)[]) =>
    values
      .filter((value): value is string => typeof value === 'string')
      .map((value) => Date.parse(value))
      .filter((value) => Number.isFinite(value));
  const ends = parse([
    assertion?.Assertion?.Conditions?.[0]?.$?.NotOnOrAfter,
    assertion?.Assertion?.Subject?.[0]?.SubjectConfirmation?.[0]?.SubjectConfirmationData?.[0]?.$
      ?.NotOnOrAfter,
  ]);
  // Time-bounded assertions only: one without an end could be replayed forever once forgotten.
  if (ends.length === 0) throw new SamlSignInError('the assertion has no NotOnOrAfter');
  const issued = parse([assertion?.Assertion?.$?.IssueInstant]);
  const limits = [...ends, ...issued.map((at) => at + MAX_ASSERTION_AGE_MS)];
  if (!profile.nameID) throw new SamlSignInError('the assertion has no NameID');
  const attributes = (profile.attributes ?? {}) as Record<string, unknown>;
  const email =
    first(profile.email) ??
    first(attributes.email) ??
    first(attributes['http://schemas.xmlsoap.org/ws/2005/05/identity/claims/emailaddress']) ??
    (profile.nameID.includes('@') ? profile.nameID : null);
  const givenName = first(attributes.givenName) ?? first(attributes.firstName);
  const surname = first(attributes.sn) ?? first(attributes.surname) ?? first(attributes.lastName);
  return {
    assertionId,
    notOnOrAfter: new Date(Math.min(...limits) + CLOCK_SKEW_MS),
    nameId: profile.nameID,
    email: email?.toLowerCase() ?? null,
    name:
      first(attributes.displayName) ??
      first(attributes.name) ??
      ([givenName, surname].filter(Boolean).join(' ') || null),
  };
}
