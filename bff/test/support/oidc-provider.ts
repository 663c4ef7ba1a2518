// A real OpenID Connect provider on loopback (the `oidc-provider` package) standing in for Google: the
// platform discovers it, sends the browser to it and exchanges codes with it over HTTP, as with Google.
// The "person at the keyboard" is scripted: `signInAs` picks the account that logs in at the next
// interaction, `denyNext` makes the next one refuse (the provider then answers access_denied).
import { generateKeyPairSync } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import Provider from 'oidc-provider';

export interface GoogleAccount {
  sub: string;
  email: string;
  email_verified: boolean;
  name: string;
  picture?: string;
}

export interface TestOidcProvider {
  issuer: string;
  clientId: string;
  clientSecret: string;
  /** The account that logs in at the next interaction (kept until changed). */
  signInAs(account: GoogleAccount): void;
  /** The next interaction ends with access_denied. */
  denyNext(): void;
  close(): Promise<void>;
}

export async function startOidcProvider(redirectUri: () => string): Promise<TestOidcProvider> {
  const accounts = new Map<string, GoogleAccount>();
  let current: GoogleAccount | null = null;
  let deny = false;
  let handle: (req: IncomingMessage, res: ServerResponse) => void = (_req, res) => res.end();
  const server = createServer((req, res) => handle(req, res));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const issuer = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const clientId = 'pace-test-client';
  const clientSecret = 'pace-test-secret-that-is-long-enough';

  // Made at the first request: the client's redirect URI (the app's URL) is known only by then.
  const makeProvider = () =>
    new Provider(issuer, {
      clients: [
        {
          client_id: clientId,
          client_secret: clientSecret,
          redirect_uris: [redirectUri()],
          grant_types: ['authorization_code'],
          response_types: ['code'],
        },
      ],
      claims: { openid: ['sub'], email: ['email', 'email_verified'], profile: ['name', 'picture'] },
      findAccount: async (_ctx, id) => {
        const account = accounts.get(id);
        return account ? { accountId: id, claims: async () => ({ ...account }) } : undefined;
      },
      features: { devInteractions: { enabled: false } },
      interactions: { url: (_ctx, interaction) => `/interaction/${interaction.uid}` },
      cookies: { keys: ['a-cookie-signing-key-for-tests-only'] },
      // Its own signing key and lifetimes (the defaults work too, but warn on every start).
      jwks: {
        keys: [
          {
            ...generateKeyPairSync('rsa', { modulusLength: 2048 }).privateKey.export({ format: 'jwk' }),
            use: 'sig',
            alg: 'RS256',
          },
        ],
      },
      ttl: {
        AccessToken: 600,
        AuthorizationCode: 60,
        IdToken: 600,
        Interaction: 600,
        Session: 3600,
        Grant: 3600,
      },
    });

  let provider: Provider | undefined;

  async function interact(provider: Provider, req: IncomingMessage, res: ServerResponse) {
    const details = await provider.interactionDetails(req, res);
    if (deny) {
      deny = false;
      await provider.interactionFinished(
        req,
        res,
        { error: 'access_denied', error_description: 'The person declined' },
        { mergeWithLastSubmission: false },
      );
      return;
    }
    if (details.prompt.name === 'login') {
      if (!current) throw new Error('signInAs() was not called');
      accounts.set(current.sub, current);
      await provider.interactionFinished(
        req,
        res,
        { login: { accountId: current.sub } },
        { mergeWithLastSubmission: false },
      );
      return;
    }
    // Consent: grant what the client asked for.
    const accountId = details.session?.accountId ?? '';
    const grant = details.grantId
      ? ((await provider.Grant.find(details.grantId)) ?? new provider.Grant({ accountId, clientId }))
      : new provider.Grant({ accountId, clientId });
    const missing = details.prompt.details as { missingOIDCScope?: string[]; missingOIDCClaims?: string[] };
    if (missing.missingOIDCScope) grant.addOIDCScope(missing.missingOIDCScope.join(' '));
    if (missing.missingOIDCClaims) grant.addOIDCClaims(missing.missingOIDCClaims);
    const grantId = await grant.save();
    await provider.interactionFinished(req, res, { consent: { grantId } }, { mergeWithLastSubmission: true });
  }

  handle = (req, res) => {
    provider ??= makeProvider();
    if (req.url?.startsWith('/interaction/')) {
      interact(provider, req, res).catch((error: Error) => {
        res.statusCode = 500;
        res.end(error.message);
      });
    } else {
      provider.callback()(req, res);
    }
  };

  return {
    issuer,
    clientId,
    clientSecret,
    signInAs(account) {
      current = account;
    },
    denyNext() {
      deny = true;
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
