// Accounts: sign-up, sign-in with throttling, email verification, password reset and Google sign-in.
// No HTTP here: the routes (src/http/routes/auth.ts) turn results into sessions, cookies and redirects.

import type { Mailer } from '@pace/mail';
import { passwordResetMail, verificationMail } from '@pace/mail/templates';
import type { Config } from '@pace/platform/config';
import type { SessionStore } from '@pace/platform/credentials';
import type { Database, User } from '@pace/platform/db';
import {
  BadUserInputError,
  ConflictError,
  NotFoundError,
  TooManyRequestsError,
  UnauthenticatedError,
} from '@pace/platform/errors';
import type { Logger } from '@pace/platform/log';
import type { KeyValueStore } from '@pace/platform/redis';
import { createSessionStore } from '../kernel/auth/session-storage.ts';
import { claimUnprovedAccount } from './claims.ts';
import {
  parseInput,
  passwordResetConfirmInput,
  passwordResetInput,
  safeRedirect,
  signInInput,
  signUpInput,
  tokenInput,
} from './input.ts';
import { landingPath } from './landing.ts';
import { type GoogleIdentity, GoogleOidc, GoogleSignInError, type PendingGoogleSignIn } from './oidc.ts';
import { OneTimeTokens } from './one-time-tokens.ts';
import { hashPassword, verifyPassword } from './passwords.ts';
import { SignInThrottle } from './sign-in-throttle.ts';
import { SIGN_UP_LIMITS, SignUpThrottle } from './sign-up-throttle.ts';

export const MESSAGES = {
  incorrect: 'Incorrect email or password',
  emailTaken: 'An account with this email already exists',
  verificationInvalid: 'Email verification token invalid or expired',
  emailNotFound: 'Email not found',
  resetInvalid: 'Password reset link expired or already used',
  googleFailed: 'Google sign-in failed',
  googleTaken: 'This Google account is already connected to another account',
  mailTooSoon: 'Please wait a minute before asking for another email',
} as const;

/** At most one verification or reset mail per minute for the same account. */
const MAIL_INTERVAL_MS = 60_000;

export interface SignedIn {
  user: User;
  redirectTo: string;
}

export interface AccountDeps {
  config: Config;
  db: Database;
  kv: KeyValueStore;
  log: Logger;
  mail: Mailer;
}

export class AccountService {
  readonly sessions: SessionStore;
  readonly throttle: SignInThrottle;
  readonly signUpThrottle: SignUpThrottle;
  /** Null when Google sign-in is not configured. */
  readonly google: GoogleOidc | null;
  private readonly tokens: OneTimeTokens;

  constructor(private readonly deps: AccountDeps) {
    this.sessions = createSessionStore(deps);
    this.throttle = new SignInThrottle(deps.kv);
    this.signUpThrottle = new SignUpThrottle(deps.kv, {
      ...SIGN_UP_LIMITS,
      perNetwork: deps.config.signUpsPerNetworkHour,
    });
    this.google = GoogleOidc.fromConfig(deps.config, deps.kv);
    this.tokens = new OneTimeTokens(deps.db);
  }

  /** `address` is the client's IP address: sign-ups are throttled per email address and per network. */
  async signUp(body: unknown, address: string): Promise<SignedIn> {
    const input = parseInput(signUpInput, body);
    // Counted before the account is looked up or the password hashed: a burst costs nothing past the limit.
    await this.signUpThrottle.admitSignUp(input.email, address);
    const { User } = this.deps.db.models;
    if (await User.findOne({ where: { email: input.email } })) {
      throw new ConflictError(MESSAGES.emailTaken, { field: 'email' });
    }
    const passwordHash = await hashPassword(input.password);
    const { user, token } = await this.deps.db.sequelize
      .transaction(async (transaction) => {
        const created = await User.create(
          { name: input.name, email: input.email, passwordHash },
          { transaction },
        );
        return { user: created, token: await this.tokens.issue(created, 'verify-email', transaction) };
      })
      .catch((error: unknown) => {
        // Two sign-ups with one address at the same moment: the unique index decides.
        if ((error as Error).name === 'SequelizeUniqueConstraintError') {
          throw new ConflictError(MESSAGES.emailTaken, { field: 'email' });
        }
        throw error;
      });
    // The account exists whatever the mail server says; the user can ask for the mail again.
    await this.sendVerification(user, token).catch((error: unknown) =>
      this.deps.log.error({ err: error, userId: user.id }, 'verification mail failed'),
    );
    return { user, redirectTo: safeRedirect(input.redirectTo) ?? '/setup' };
  }

  /** `address` is the client's IP address, for the per-address throttle. */
  async signIn(body: unknown, address: string): Promise<SignedIn> {
    const input = parseInput(signInInput, body);
    const email = input.email.toLowerCase();
    await this.throttle.admit(email, address);
    const user = await this.deps.db.models.User.findOne({ where: { email } });
    // verifyPassword spends the same time on unknown accounts, so timing does not tell them apart.
    if (!(await verifyPassword(input.password, user?.passwordHash ?? null)) || !user) {
      throw new UnauthenticatedError(MESSAGES.incorrect);
    }
    await this.throttle.succeeded(email, address);
    return { user, redirectTo: safeRedirect(input.redirectTo) ?? (await this.landingPath(user)) };
  }

  async verifyEmail(body: unknown): Promise<User> {
    const { token } = parseInput(tokenInput, body);
    const user = await this.tokens.consume(token, 'verify-email');
    if (!user) throw new BadUserInputError(MESSAGES.verificationInvalid, { field: 'token' });
    if (!user.emailVerifiedAt) await user.update({ emailVerifiedAt: new Date() });
    return user;
  }

  /**
   * Sends a new verification mail; nothing when the address is verified already. `address`, the client's
   * IP address when a person asks, throttles the network too.
   */
  async resendVerification(user: User, address?: string): Promise<void> {
    if (user.emailVerifiedAt) return;
    await this.mailAllowed(`verify:${user.id}`);
    await this.signUpThrottle.admitVerificationMail(user.id, address);
    await this.sendVerification(user, await this.tokens.issue(user, 'verify-email'));
  }

  async requestPasswordReset(body: unknown): Promise<void> {
    const { email } = parseInput(passwordResetInput, body);
    const user = await this.deps.db.models.User.findOne({ where: { email } });
    // The spec asks for this message, which tells that an address has no account.
    if (!user) throw new NotFoundError(MESSAGES.emailNotFound, { field: 'email' });
    await this.mailAllowed(`reset:${user.id}`);
    const token = await this.tokens.issue(user, 'password-reset');
    const mail = passwordResetMail(user.name, `${this.deps.config.publicUrl}/reset-password/${token}`);
    await this.deps.mail.send({ to: user.email, ...mail });
  }

  /** Sets the new password from a reset link and signs the user in. */
  async resetPassword(body: unknown, address: string): Promise<SignedIn> {
    const input = parseInput(passwordResetConfirmInput, body);
    const passwordHash = await hashPassword(input.password);
    const user = await this.deps.db.sequelize.transaction(async (transaction) => {
      const owner = await this.tokens.consume(input.token, 'password-reset', transaction);
      if (!owner) throw new BadUserInputError(MESSAGES.resetInvalid, { field: 'token' });
      await this.tokens.revokeAll(owner, 'password-reset', transaction);
      // The link came to this address, so the address is the user's. Every other session ends: whoever
      // knew the old password is signed out.
      await owner.update(
        { passwordHash, emailVerifiedAt: owner.emailVerifiedAt ?? new Date(), sessionsValidFrom: new Date() },
        { transaction },
      );
      return owner;
    });
    await this.throttle.forgive(user.email, address);
    return { user, redirectTo: await this.landingPath(user) };
  }

  /**
   * The account a Google identity signs in to: the one connected to it, else the one with its (verified)
   * address, which gets connected (and claimed from an unproved owner), else a new one. With `connectUserId`, connects Google to that account.
   */
  async completeGoogleSignIn(pending: PendingGoogleSignIn, identity: GoogleIdentity): Promise<SignedIn> {
    const { User } = this.deps.db.models;
    const connected = await User.findOne({ where: { googleSubject: identity.subject } });
    if (pending.connectUserId != null) {
      const user = await User.findByPk(pending.connectUserId);
      if (!user) throw new GoogleSignInError('the account to connect is gone');
      if (connected && connected.id !== user.id) throw new ConflictError(MESSAGES.googleTaken);
      await user.update({ googleSubject: identity.subject, avatar: user.avatar ?? identity.picture });
      return { user, redirectTo: safeRedirect(pending.redirectTo) ?? '/you/settings/profile' };
    }
    let user = connected;
    if (!user) {
      if (!identity.email || !identity.emailVerified)
        throw new GoogleSignInError('no verified email address');
      const byEmail = await User.findOne({ where: { email: identity.email } });
      if (byEmail?.googleSubject)
        throw new GoogleSignInError('the account is connected to another Google account');
      user = byEmail
        ? await this.linkGoogle(byEmail, identity)
        : await User.create({
            name: (identity.name ?? identity.email.split('@')[0] ?? identity.email).slice(0, 254),
            email: identity.email,
            googleSubject: identity.subject,
            emailVerifiedAt: new Date(),
            avatar: identity.picture,
          });
    }
    return { user, redirectTo: safeRedirect(pending.redirectTo) ?? (await this.landingPath(user)) };
  }

  /** Connects Google to the account of its address, which Google proves (see claims.ts). */
  private linkGoogle(user: User, identity: GoogleIdentity): Promise<User> {
    return this.deps.db.sequelize.transaction(async (transaction) => {
      await claimUnprovedAccount(this.deps.db, user, transaction, identity.name);
      return user.update(
        { googleSubject: identity.subject, avatar: user.avatar ?? identity.picture },
        { transaction },
      );
    });
  }

  /** Where a user goes after signing in with no redirect (see landing.ts). */
  landingPath(user: User, organisationId?: number): Promise<string> {
    return landingPath(this.deps.db, user.id, organisationId);
  }

  private async sendVerification(user: User, token: string) {
    const mail = verificationMail(user.name, `${this.deps.config.publicUrl}/verify-email/${token}`);
    await this.deps.mail.send({ to: user.email, ...mail });
  }

  private async mailAllowed(what: string) {
    const first = await this.deps.kv.set(`mail-sent:${what}`, '1', {
      ttlMs: MAIL_INTERVAL_MS,
      onlyIfAbsent: true,
    });
    if (!first) throw new TooManyRequestsError(MESSAGES.mailTooSoon);
  }
}
