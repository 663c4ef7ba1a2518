// An organisation's SAML configuration, for its administrators (updateOrganisations): read, save from
// metadata XML or from entity ID + SSO URL + certificate, remove, and check the email domain's proof.
// Saving claims the domain; only a proved claim routes sign-in (domain-proof.ts), so any organisation
// may claim any domain, and a claim moved to another domain starts unproved.
import type { Database, Organisation, SamlConfiguration } from '@pace/platform/db';
import type { DomainProofs } from '@pace/platform/domain-proof';
import { BadUserInputError } from '@pace/platform/errors';
import { z } from 'zod';
import { parseInput } from '../accounts/index.ts';
import type { Access } from '../kernel/auth/access.ts';
import { requireOrganisationWide } from '../kernel/input.ts';
import { checkDomainProof, presentDomainProof } from './domain-proof.ts';
import { certificateFacts, normaliseCertificate, parseIdpMetadata } from './metadata.ts';
import { serviceProviderUrls } from './saml.ts';

const MAX_METADATA = 200_000;

const httpUrl = (field: string) =>
  z
    .string()
    .trim()
    .max(2048, 'The URL must be under 2049 characters')
    .refine((value) => {
      try {
        return ['https:', 'http:'].includes(new URL(value).protocol);
      } catch {
        return false;
      }
    }, `Enter the ${field} as an http(s) URL`);

export const samlConfigurationInput = z.object({
  emailDomain: z
    .string({ error: 'Email domain is required' })
    .trim()
    .transform((value) => value.replace(/^@/, '').toLowerCase())
    .pipe(
      z
        .string()
        .max(255, 'Email domain must be under 256 characters')
        .regex(
          /^(?=.{1,255}$)([a-z0-9]([a-z0-9-]*[a-z0-9])?\.)+[a-z]{2,}$/,
          'Enter a domain such as example.com',
        ),
    ),
  metadataXml: z.string().max(MAX_METADATA, 'The metadata must be under 200 kB').nullish(),
  idpEntityId: z.string().trim().max(1024, 'The entity ID must be under 1025 characters').nullish(),
  ssoUrl: httpUrl('SSO URL').nullish(),
  certificate: z.string().max(20_000, 'The certificate is too long').nullish(),
  enabled: z.boolean().nullish(),
});

/** What the settings screen shows: the IdP, and what to give the IdP. */
export interface SamlConfigurationView {
  configuration: SamlConfiguration;
  organisation: Organisation;
}

export class SamlConfigurationService {
  constructor(
    private readonly db: Database,
    private readonly publicUrl: () => string,
    private readonly proofs: DomainProofs,
  ) {}

  async get(access: Access, orgSlug: string): Promise<SamlConfigurationView | null> {
    const organisation = await this.organisationFor(access, orgSlug);
    const configuration = await this.db.models.SamlConfiguration.findOne({
      where: { organisationId: organisation.id },
    });
    return configuration ? { configuration, organisation } : null;
  }

  async save(access: Access, orgSlug: string, body: unknown): Promise<SamlConfigurationView> {
    const organisation = await this.organisationFor(access, orgSlug);
    const input = parseInput(samlConfigurationInput, body);
    const { SamlConfiguration } = this.db.models;
    const existing = await SamlConfiguration.findOne({ where: { organisationId: organisation.id } });
    // Metadata replaces the identity provider; otherwise each value left out keeps the saved one.
    const metadataXml = input.metadataXml?.trim() || null;
    const idp = metadataXml
      ? parseIdpMetadata(metadataXml)
      : {
          entityId: required(
            input.idpEntityId ?? existing?.idpEntityId,
            'idpEntityId',
            'IdP entity ID is required (or paste the metadata)',
          ),
          ssoUrl: required(
            input.ssoUrl ?? existing?.ssoUrl,
            'ssoUrl',
            'SSO URL is required (or paste the metadata)',
          ),
          // Saved as normalised PEM: kept as it is, not through the trimming of typed values.
          certificate: input.certificate?.trim()
            ? normaliseCertificate(input.certificate)
            : (existing?.certificate ??
              required(null, 'certificate', 'Certificate is required (or paste the metadata)')),
        };
    const unchanged =
      existing != null &&
      idp.entityId === existing.idpEntityId &&
      idp.ssoUrl === existing.ssoUrl &&
      idp.certificate === existing.certificate;
    const sameDomain = existing?.emailDomain === input.emailDomain;
    const values = {
      emailDomain: input.emailDomain,
      idpEntityId: idp.entityId,
      ssoUrl: idp.ssoUrl,
      certificate: idp.certificate,
      metadataXml: metadataXml ?? (unchanged ? (existing?.metadataXml ?? null) : null),
      enabled: input.enabled ?? true,
      // A proof is of one domain: another domain starts unproved.
      ...(sameDomain ? {} : { provedDomain: null, domainProvedAt: null, domainCheckedAt: null }),
    };
    const configuration = await this.db.sequelize.transaction(async (transaction) => {
      const existing = await SamlConfiguration.findOne({
        where: { organisationId: organisation.id },
        transaction,
      });
      return existing
        ? existing.update(values, { transaction })
        : SamlConfiguration.create({ organisationId: organisation.id, ...values }, { transaction });
    });
    return { configuration, organisation };
  }

  async remove(access: Access, orgSlug: string): Promise<boolean> {
    const organisation = await this.organisationFor(access, orgSlug);
    const removed = await this.db.models.SamlConfiguration.destroy({
      where: { organisationId: organisation.id },
    });
    return removed > 0;
  }

  /** "Check now": looks the domain's TXT record up; a found one proves the domain for this organisation. */
  async checkDomain(access: Access, orgSlug: string): Promise<SamlConfigurationView> {
    const view = await this.get(access, orgSlug);
    if (!view) throw new BadUserInputError('Set up single sign-on first', { field: 'emailDomain' });
    await checkDomainProof(this.proofs, view.configuration);
    return view;
  }

  /** Administrators (or organisation-wide tokens with updateOrganisations): sign-in concerns everyone. */
  private async organisationFor(access: Access, orgSlug: string) {
    const { organisation } = await access.organisation(orgSlug, 'updateOrganisations');
    requireOrganisationWide(access);
    return organisation;
  }

  /** The fields of the GraphQL type. */
  present({ configuration, organisation }: SamlConfigurationView) {
    const sp = serviceProviderUrls(this.publicUrl(), organisation.slug);
    const certificate = certificateFacts(configuration.certificate);
    return {
      emailDomain: configuration.emailDomain,
      idpEntityId: configuration.idpEntityId,
      ssoUrl: configuration.ssoUrl,
      certificateFingerprint: certificate.fingerprint,
      certificateExpiresAt: certificate.expiresAt,
      certificateSubject: certificate.subject,
      fromMetadata: configuration.metadataXml != null,
      enabled: configuration.enabled,
      spEntityId: sp.entityId,
      acsUrl: sp.acsUrl,
      metadataUrl: sp.metadataUrl,
      updatedAt: configuration.updatedAt,
      domainProof: presentDomainProof(configuration),
    };
  }
}

function required(value: string | null | undefined, field: string, message: string): string {
  if (!value?.trim()) throw new BadUserInputError(message, { field });
  return value.trim();
}
