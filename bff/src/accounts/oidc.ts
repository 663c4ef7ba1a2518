// Google sign-in through OpenID Connect (openid-client), against a configurable issuer: Google in
// production, a local provider in tests. Authorization code flow with PKCE, state and nonce; what the
// browser must bring back is kept in the key-value store for ten minutes and bound to the browser by a
// cookie holding the state, so a callback started elsewhere (login CSRF) fails.
import { createHash } from 'node:crypto';
import type { Config } from '@pace/platform/config';
import type { KeyValueStore } from '@pace/platform/redis';
import * as oidc from 'openid-client';

export const GOOGLE_STATE_COOKIE = 'pace_google_state';
export const PENDING_TTL_MS = 10 * 60 * 1000;
export const CALLBACK_PATH = '/auth/google/callback';

/** What the sign-in started with, to be found again at the callback. */
export interface PendingGoogleSignIn {
  nonce: string;
  codeVerifier: string;
  redirectTo: string | null;
  /** Set when a signed-in user connects Google to their account rather than signing in. */
  connectUserId: number | null;
}

export interface GoogleIdentity {
  subject: string;
  email: string | null;
  emailVerified: boolean;
  name: string | null;
  picture: string | null;
}

/** Anything that went wrong with the provider or the callback: the user sees "Google sign-in failed". */
export class GoogleSignInError extends Error {
  override name = 'GoogleSignInError';
}

const pendingKey = (state: string) => `google-sign-in:${createHash('sha256').update(state).digest('hex')}`;

export class GoogleOidc {
  private configuration: Promise<oidc.Configuration> | undefined;

  constructor(
    private readonly settings: { issuer: string; clientId: string; clientSecret: string | null },
    private readonly config: Pick<Config, 'publicUrl'>,
    private readonly kv: KeyValueStore,
  ) {}

  /** Where the provider sends the browser back: on the public URL, which the provider has registered. */
  private get redirectUri() {
    return `${this.config.publicUrl}${CALLBACK_PATH}`;
  }

  /** Null when Google sign-in is not configured (no GOOGLE_CLIENT_ID). */
  static fromConfig(config: Config, kv: KeyValueStore): GoogleOidc | null {
    const { issuer, clientId, clientSecret } = config.google;
    return clientId ? new GoogleOidc({ issuer, clientId, clientSecret }, config, kv) : null;
  }

  /** The provider's metadata, discovered once per process (again after a failure). */
  private discover(): Promise<oidc.Configuration> {
    const { issuer, clientId, clientSecret } = this.settings;
    this.configuration ??= oidc
      .discovery(new URL(issuer), clientId, clientSecret ?? undefined, undefined, {
        timeout: 10,
        // Plain http only for a provider on this machine (the tests' issuer); Google is https.
        ...(issuer.startsWith('http:') ? { execute: [oidc.allowInsecureRequests] } : {}),
      })
      .catch((error: unknown) => {
        this.configuration = undefined;
        throw new GoogleSignInError('OpenID Connect discovery failed', { cause: error });
      });
    return this.configuration;
  }

  /** Where to send the browser, and the state to put in its cookie. */
  async start(
    options: Omit<PendingGoogleSignIn, 'nonce' | 'codeVerifier'>,
  ): Promise<{ url: string; state: string }> {
    const configuration = await this.discover();
    const state = oidc.randomState();
    const pending: PendingGoogleSignIn = {
      ...options,
      nonce: oidc.randomNonce(),
      codeVerifier: oidc.randomPKCECodeVerifier(),
    };
    await this.kv.set(pendingKey(state), JSON.stringify(pending), { ttlMs: PENDING_TTL_MS });
    const url = oidc.buildAuthorizationUrl(configuration, {
      redirect_uri: this.redirectUri,
      scope: 'openid email profile',
      state,
      nonce: pending.nonce,
      code_challenge: await oidc.calculatePKCECodeChallenge(pending.codeVerifier),
      code_challenge_method: 'S256',
    });
    return { url: url.href, state };
  }

  /**
   * Finishes the flow from the callback's query string and the state cookie: the pending sign-in (spent,
   * whatever happens next) and the Google identity. Throws GoogleSignInError on anything wrong.
   */
  async finish(
    query: URLSearchParams,
    stateCookie: string | undefined,
  ): Promise<{ pending: PendingGoogleSignIn; identity: GoogleIdentity }> {
    const state = query.get('state');
    if (!state || !stateCookie || state !== stateCookie) throw new GoogleSignInError('state does not match');
    const raw = await this.kv.get(pendingKey(state));
    await this.kv.del(pendingKey(state));
    if (!raw) throw new GoogleSignInError('unknown or expired state');
    const pending = JSON.parse(raw) as PendingGoogleSignIn;
    try {
      const configuration = await this.discover();
      const callbackUrl = new URL(`${this.redirectUri}?${query.toString()}`);
      const tokens = await oidc.authorizationCodeGrant(configuration, callbackUrl, {
        pkceCodeVerifier: pending.codeVerifier,
        expectedState: state,
        expectedNonce: pending.nonce,
        idTokenExpected: true,
      });
      let claims: Record<string, unknown> = { ...tokens.claims() };
      if (typeof claims.email !== 'string') {
        // Providers may keep profile claims out of the ID token and serve them from userinfo.
        claims = {
          ...claims,
          ...(await oidc.fetchUserInfo(configuration, tokens.access_token, String(claims.sub))),
        };
      }
      return {
        pending,
        identity: {
          subject: String(claims.sub),
          email: typeof claims.email === 'string' ? claims.email.toLowerCase() : null,
          emailVerified: claims.email_verified === true || claims.email_verified === 'true',
          name: typeof claims.name === 'string' ? claims.name : null,
          picture: typeof claims.picture === 'string' ? claims.picture : null,
        },
      };
    } catch (error) {
      if (error instanceof GoogleSignInError) throw error;
      throw new GoogleSignInError('the provider refused or the answer was invalid', { cause: error });
    }
  }
}
