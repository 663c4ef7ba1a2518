// Signing in through an organisation's identity provider: from an email address to the IdP (an
// AuthnRequest), and from the IdP's response back to a Pace user who is a member of the organisation.
// No HTTP here: src/http/routes/saml.ts turns results into redirects and sessions.
import { createHash } from 'node:crypto';
import type { PlanGate } from '@pace/billing/gates';
import type { Database, Organisation, SamlConfiguration, User } from '@pace/platform/db';
import { Op } from '@pace/platform/db';
import { BadUserInputError, ForbiddenError } from '@pace/platform/errors';
import type { Logger } from '@pace/platform/log';
import type { KeyValueStore } from '@pace/platform/redis';
import type { Transaction } from 'sequelize';
import { z } from 'zod';
import { claimUnprovedAccount, parseInput, safeRedirect } from '../accounts/index.ts';
import { newRequestId, type SamlIdentity, SamlSignInError, samlIdentity, serviceProvider } from './saml.ts';

export const SAML_MESSAGES = {
  failed: 'Single sign-on failed',
  notConfigured: 'Single sign-on is not set up for this email address',
  outsider:
    'This email address belongs to an account outside this organisation; ask an administrator to invite it',
  removed: 'Your account is no longer a member of this organisation',
} as const;

/** People the IdP brings in for the first time join as viewers; administrators give more. */
export const NEW_MEMBER_ROLE = 'viewer' as const;

/** A refusal the person can act on: its message is shown as it is. */
export class SamlRefusal extends SamlSignInError {
  override name = 'SamlRefusal';
}

const startInput = z.object({
  email: z
    .string({ error: 'Email is required' })
    .trim()
    .min(1, 'Email is required')
    .max(254, 'Email must be under 255 characters')
    .pipe(z.email({ error: 'Enter a valid email address' }))
    .transform((value) => value.toLowerCase()),
  redirectTo: z.unknown().optional(),
});

export interface SamlSignInDeps {
  db: Database;
  kv: KeyValueStore;
  log: Logger;
  publicUrl: () => string;
  /** Billing's gate: a person made a member at their first sign-in takes a seat. */
  gates: PlanGate;
}

export class SamlSignInService {
  constructor(private readonly deps: SamlSignInDeps) {}

  /**
   * Where to send the browser for `email`'s organisation: its IdP with a fresh AuthnRequest, whose ID
   * the route binds to the browser (SAML_REQUEST_COOKIE).
   */
  async start(body: unknown): Promise<{ url: string; requestId: string }> {
    const input = parseInput(startInput, body);
    const domain = input.email.slice(input.email.lastIndexOf('@') + 1);
    const { SamlConfiguration, Organisation } = this.deps.db.models;
    // Only a proved domain leads anywhere: a claim alone routes nobody.
    const configuration = await SamlConfiguration.findOne({ where: { provedDomain: domain, enabled: true } });
    const organisation = configuration && (await Organisation.findByPk(configuration.organisationId));
    if (!configuration || !organisation) {
      throw new BadUserInputError(SAML_MESSAGES.notConfigured, { field: 'email' });
    }
    // The redirect path rides along as RelayState; it is checked again when it comes back.
    const relayState = safeRedirect(input.redirectTo) ?? '';
    const requestId = newRequestId();
    const url = await this.provider(organisation, configuration, requestId).getAuthorizeUrlAsync(
      relayState,
      undefined,
      { additionalParams: { login_hint: input.email } },
    );
    return { url, requestId };
  }

  /**
   * The IdP's POST to the organisation's ACS URL: a verified, unused assertion for a member of the
   * organisation (linked by NameID; found by address or created at the first sign-in). Throws
   * SamlSignInError (SamlRefusal for what the person should read) for anything else.
   */
  async finish(
    orgSlug: string,
    body: Record<string, unknown>,
    /** The AuthnRequest ID this browser started (its SAML_REQUEST_COOKIE). */
    browserRequestId: string | undefined,
  ): Promise<{ user: User; redirectTo: string }> {
    const { Organisation, SamlConfiguration } = this.deps.db.models;
    const organisation = await Organisation.findOne({ where: { slug: orgSlug } });
    const configuration =
      organisation && (await SamlConfiguration.findOne({ where: { organisationId: organisation.id } }));
    if (!organisation || !configuration?.enabled) throw new SamlSignInError('no SAML configuration');
    // An IdP speaks for the domain's people only while the organisation holds the proved domain.
    if (configuration.provedDomain !== configuration.emailDomain)
      throw new SamlSignInError(`the email domain ${configuration.emailDomain} is not proved`);
    const response = typeof body.SAMLResponse === 'string' ? body.SAMLResponse : null;
    if (!response) throw new SamlSignInError('no SAMLResponse');

    let identity: SamlIdentity;
    try {
      const { profile } = await this.provider(organisation, configuration).validatePostResponseAsync({
        SAMLResponse: response,
      });
      if (!profile) throw new SamlSignInError('no profile in the response');
      if (!browserRequestId || profile.inResponseTo !== browserRequestId) {
        throw new SamlSignInError('the response answers a request this browser did not make');
      }
      identity = samlIdentity(profile);
    } catch (error) {
      if (error instanceof SamlSignInError) throw error;
      throw new SamlSignInError(`the response was refused: ${(error as Error).message}`, { cause: error });
    }
    await this.consume(configuration, identity);
    const user = await this.deps.db.sequelize.transaction((transaction) =>
      this.memberFor(organisation, configuration, identity, transaction),
    );
    const relayState = typeof body.RelayState === 'string' ? body.RelayState : null;
    return { user, redirectTo: safeRedirect(relayState) ?? '/' };
  }

  private provider(organisation: Organisation, configuration: SamlConfiguration, requestId?: string) {
    return serviceProvider(
      this.deps.kv,
      this.deps.publicUrl(),
      organisation.slug,
      {
        entityId: configuration.idpEntityId,
        ssoUrl: configuration.ssoUrl,
        certificate: configuration.certificate,
      },
      requestId,
    );
  }

  /** Spends the assertion: a second presentation, until it expires, hits the unique key. */
  private async consume(configuration: SamlConfiguration, identity: SamlIdentity) {
    const { SamlConsumedAssertion } = this.deps.db.models;
    const assertionKey = createHash('sha256')
      .update(`${configuration.idpEntityId}\n${identity.assertionId}`)
      .digest('hex');
    // Expired ones could not be presented anyway: forget them as we go.
    await SamlConsumedAssertion.destroy({ where: { expiresAt: { [Op.lt]: new Date() } } });
    try {
      await SamlConsumedAssertion.create({ assertionKey, expiresAt: identity.notOnOrAfter });
    } catch (error) {
      if ((error as Error).name === 'SequelizeUniqueConstraintError') {
        throw new SamlSignInError('the assertion was used already (replay)');
      }
      throw error;
    }
  }

  private async memberFor(
    organisation: Organisation,
    configuration: SamlConfiguration,
    identity: SamlIdentity,
    transaction: Transaction,
  ): Promise<User> {
    const { SamlLink, User, Membership, Invitation, Organisation } = this.deps.db.models;
    const now = new Date();
    // The organisation's row is locked before anything is read: a first sign-in may take a seat, and on
    // MariaDB the transaction's view of the memberships is fixed at its first plain read, so one made
    // before the lock would miss the seat another sign-in took meanwhile (six at once took three seats).
    await Organisation.findByPk(organisation.id, { transaction, lock: transaction.LOCK.UPDATE });
    const link = await SamlLink.findOne({
      where: { organisationId: organisation.id, nameId: identity.nameId },
      transaction,
    });
    let user: User | null = link && (await User.findByPk(link.userId, { transaction }));
    const isMember = async (candidate: User) =>
      (await Membership.count({
        where: { userId: candidate.id, organisationId: organisation.id },
        transaction,
      })) > 0;

    if (user) {
      // Removing someone from the organisation is not undone by their IdP.
      if (!(await isMember(user))) throw new SamlRefusal(SAML_MESSAGES.removed);
      await link!.update({ lastSignedInAt: now }, { transaction });
      return user;
    }

    // First sign-in through this IdP: only addresses of the organisation's own domain, so one
    // organisation's IdP cannot speak for accounts elsewhere.
    const email = identity.email;
    if (!email || email.slice(email.lastIndexOf('@') + 1) !== configuration.emailDomain) {
      throw new SamlSignInError(`the address ${email ?? '(none)'} is not of ${configuration.emailDomain}`);
    }
    user = await User.findOne({ where: { email }, transaction });
    if (user) {
      // The IdP proves the address: an unproved owner's password, sessions and setup end first (a
      // refusal below rolls that back with the rest).
      await claimUnprovedAccount(this.deps.db, user, transaction, identity.name);
      if (!(await isMember(user))) throw new SamlRefusal(SAML_MESSAGES.outsider);
    } else {
      await this.takeSeat(organisation, transaction);
      user = await User.create(
        {
          name: (identity.name ?? email.split('@')[0] ?? email).slice(0, 254),
          email,
          emailVerifiedAt: now,
        },
        { transaction },
      );
      await Membership.create(
        { userId: user.id, organisationId: organisation.id, role: NEW_MEMBER_ROLE },
        { transaction },
      );
    }
    // An invited person who comes through the IdP has answered the invitation.
    await Invitation.update(
      { acceptedAt: now },
      { where: { userId: user.id, organisationId: organisation.id, acceptedAt: null }, transaction },
    );
    await SamlLink.create(
      { userId: user.id, organisationId: organisation.id, nameId: identity.nameId, lastSignedInAt: now },
      { transaction },
    );
    return user;
  }

  /** The plan's seats: a full plan refuses the sign-in with the gate's message (what to do about it). */
  private async takeSeat(organisation: Organisation, transaction: Transaction) {
    try {
      await this.deps.gates.assertCanCreate(organisation, 'seat', 1, { transaction });
    } catch (error) {
      if (error instanceof ForbiddenError) throw new SamlRefusal(error.message);
      throw error;
    }
  }

  /** The service provider metadata XML of an organisation with a configuration (null without). */
  async metadata(orgSlug: string): Promise<string | null> {
    const { Organisation, SamlConfiguration } = this.deps.db.models;
    const organisation = await Organisation.findOne({ where: { slug: orgSlug } });
    const configuration =
      organisation && (await SamlConfiguration.findOne({ where: { organisationId: organisation.id } }));
    if (!organisation || !configuration) return null;
    return this.provider(organisation, configuration).generateServiceProviderMetadata(null, null);
  }
}
