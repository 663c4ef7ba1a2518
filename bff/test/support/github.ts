// GitHub's side of the code host's tests, in GitHub's wire format: the REST endpoints the App calls
// (an installation token per installation, the repositories each installation was granted, check runs
// and issue comments, which an installation reaches only on its own repositories); the App's OAuth web
// flow (a code GitHub issued to a person, exchanged for a user-to-server token with the App's client id
// and secret, once) and the installations that person reaches (GET /user/installations); served by a
// loopback receiver; and webhooks as GitHub sends them (signed, with an event name, a delivery id, and the
// installation's and the repository's ids).
import { generateKeyPairSync, randomUUID } from 'node:crypto';
import { sign } from '@octokit/webhooks-methods';
import type { Answer, ReceivedRequest } from '@pace/service-fakes/receivers';

export interface FakeRepository {
  id: number;
  fullName: string;
}

/** Installation id → the repositories it was granted. */
export type FakeInstallations = Record<number, FakeRepository[]>;

const tokenOf = (installationId: number) => `ghs_installation_${installationId}`;
const notFound: Answer = { status: 404, body: { message: 'Not Found' } };

/** GitHub login → the installations of the App that person can access. */
export type FakeUsers = Record<string, number[]>;

export const GITHUB_CLIENT_ID = 'Iv1.pacetestclient';
const GITHUB_CLIENT_SECRET = 'pace-test-client-secret';
/** The person who reaches every installation unless a test names its own people. */
export const GITHUB_OWNER = 'octocat';

/** A code GitHub gives `login`'s browser on the way back (what the person's consent yields); each once. */
export const oauthCodeFor = (login: string) => `code_${login}.${randomUUID()}`;
const userTokenOf = (login: string) => `ghu_${login}`;

/** A responder for `startReceiver`; `nextId` numbers the check runs it creates. */
export function gitHubApi(installations: FakeInstallations, users?: FakeUsers) {
  let nextId = 1000;
  const people = users ?? { [GITHUB_OWNER]: Object.keys(installations).map(Number) };
  const spentCodes = new Set<string>();
  return (request: ReceivedRequest): Answer => {
    const url = new URL(request.path, 'http://github.invalid');
    if (request.method === 'POST' && url.pathname === '/login/oauth/access_token') {
      return exchangeCode(request, people, spentCodes);
    }
    if (request.method === 'GET' && url.pathname === '/user/installations') {
      const login = Object.keys(people).find(
        (name) => request.headers.authorization?.replace(/^(token|bearer) /i, '') === userTokenOf(name),
      );
      if (!login) return { status: 401, body: { message: 'Bad credentials' } };
      const reached = people[login]!;
      return {
        status: 200,
        body: {
          total_count: reached.length,
          installations: reached.map((id) => ({ id, app_id: 123, account: { login: `owner-of-${id}` } })),
        },
      };
    }
    const token = /^\/app\/installations\/(\d+)\/access_tokens$/.exec(url.pathname);
    if (request.method === 'POST' && token) {
      const id = Number(token[1]);
      if (!installations[id]) return notFound;
      return {
        status: 201,
        body: {
          token: tokenOf(id),
          expires_at: new Date(Date.now() + 3600_000).toISOString(),
          repository_selection: 'selected',
        },
      };
    }
    // Which installation the call is made as (its token), and so which repositories it reaches.
    const installationId = Object.keys(installations)
      .map(Number)
      .find((id) => request.headers.authorization === `token ${tokenOf(id)}`);
    if (installationId === undefined) return { status: 401, body: { message: 'Bad credentials' } };
    const granted = installations[installationId]!;

    if (request.method === 'GET' && url.pathname === '/installation/repositories') {
      const perPage = Number(url.searchParams.get('per_page') ?? 30);
      const page = Number(url.searchParams.get('page') ?? 1);
      const slice = granted.slice((page - 1) * perPage, page * perPage);
      const last = Math.max(1, Math.ceil(granted.length / perPage));
      const next = new URL(url);
      next.searchParams.set('page', String(page + 1));
      return {
        status: 200,
        body: {
          total_count: granted.length,
          repositories: slice.map((repository) => ({
            id: repository.id,
            full_name: repository.fullName,
            name: repository.fullName.split('/')[1],
            owner: { login: repository.fullName.split('/')[0] },
          })),
        },
        headers: page < last ? { link: `<${next.pathname}${next.search}>; rel="next"` } : {},
      };
    }

    const repository = /^\/repos\/([^/]+\/[^/]+)\//.exec(url.pathname)?.[1];
    if (!repository || !granted.some((r) => r.fullName.toLowerCase() === repository.toLowerCase()))
      return notFound;
    const rest = url.pathname.slice(`/repos/${repository}`.length);
    if (request.method === 'POST' && rest === '/check-runs') {
      return { status: 201, body: { id: ++nextId, ...(request.json() as object) } };
    }
    const update = /^\/check-runs\/(\d+)$/.exec(rest);
    if (request.method === 'PATCH' && update) return { status: 200, body: { id: Number(update[1]) } };
    if (request.method === 'POST' && /^\/issues\/\d+\/comments$/.test(rest)) {
      return { status: 201, body: { id: 900 } };
    }
    if (request.method === 'PATCH' && rest === '/issues/comments/900') {
      return { status: 200, body: { id: 900 } };
    }
    return notFound;
  };
}

/** POST /login/oauth/access_token: GitHub answers 200 with an `error` for a code it did not issue. */
function exchangeCode(request: ReceivedRequest, people: FakeUsers, spent: Set<string>): Answer {
  const type = request.headers['content-type'] ?? '';
  const form = type.includes('json')
    ? (request.json() as Record<string, string>)
    : Object.fromEntries(new URLSearchParams(request.body));
  if (form.client_id !== GITHUB_CLIENT_ID || form.client_secret !== GITHUB_CLIENT_SECRET)
    return {
      status: 200,
      body: {
        error: 'incorrect_client_credentials',
        error_description: 'The client_id and/or client_secret passed are incorrect.',
        error_uri:
          'https://docs.github.com/apps/managing-oauth-apps/troubleshooting-oauth-app-access-token-request-errors/#incorrect-client-credentials',
      },
    };
  const login = Object.keys(people).find((name) => form.code?.startsWith(`code_${name}.`));
  if (!login || spent.has(form.code!))
    return {
      status: 200,
      body: {
        error: 'bad_verification_code',
        error_description: 'The code passed is incorrect or expired.',
        error_uri:
          'https://docs.github.com/apps/managing-oauth-apps/troubleshooting-oauth-app-access-token-request-errors/#bad-verification-code',
      },
    };
  spent.add(form.code!);
  return {
    status: 200,
    body: { access_token: userTokenOf(login), token_type: 'bearer', scope: '' },
  };
}

/** The authorization header of calls made as an installation. */
export const installationAuthorization = (installationId: number) => `token ${tokenOf(installationId)}`;

/** Sends one of the App's webhooks to the bff, signed with `secret`; the delivery id is new unless given. */
export async function sendGitHubEvent(
  appUrl: string,
  secret: string,
  event: string,
  payload: unknown,
  deliveryId: string = randomUUID(),
) {
  const body = JSON.stringify(payload);
  return fetch(`${appUrl}/webhooks/integrations/github`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      'x-github-event': event,
      'x-github-delivery': deliveryId,
      'x-hub-signature-256': await sign(secret, body),
    },
    body,
  });
}

/** Where an event happened, as GitHub names it in every App webhook. */
export interface EventSource {
  installationId: number;
  repository: FakeRepository;
}

const sourceFields = (source: EventSource) => ({
  installation: { id: source.installationId },
  repository: { id: source.repository.id, full_name: source.repository.fullName },
});

export function pullRequestEvent(
  source: EventSource,
  action: string,
  sha: string,
  options: { draft?: boolean; ref?: string; number?: number } = {},
) {
  return {
    action,
    number: options.number ?? 7,
    pull_request: {
      draft: options.draft ?? false,
      head: { sha, ref: options.ref ?? 'feature/cart' },
      base: { ref: 'main' },
    },
    ...sourceFields(source),
  };
}

export function deploymentEvent(source: EventSource, sha: string, id: number, url: string) {
  return {
    deployment_status: { state: 'success', environment_url: url },
    deployment: { id, sha, ref: 'feature/cart', environment: 'Preview' },
    ...sourceFields(source),
  };
}

export function checkRunEvent(source: EventSource, checkRunId: number | null, externalId: string) {
  return {
    action: 'rerequested',
    check_run: { id: checkRunId, external_id: externalId },
    ...sourceFields(source),
  };
}

/** The GitHub App's configuration for a bff that talks to the fake at `apiUrl` (a fresh App key each time). */
export function gitHubAppEnv(apiUrl: string, webhookSecret: string): Record<string, string> {
  const { privateKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
  return {
    GITHUB_API_URL: apiUrl,
    GITHUB_APP_ID: '123',
    GITHUB_APP_PRIVATE_KEY: privateKey.export({ type: 'pkcs1', format: 'pem' }).toString(),
    GITHUB_WEBHOOK_SECRET: webhookSecret,
    // The same loopback server is GitHub's web host (OAuth) too.
    GITHUB_WEB_URL: apiUrl,
    GITHUB_APP_SLUG: 'pace-checks',
    GITHUB_CLIENT_ID,
    GITHUB_CLIENT_SECRET,
  };
}

/**
 * GitHub's flow as a browser goes through it: the administrator starts the connection (our state), GitHub
 * sends the browser back to the App's setup URL with the installation, the state and `login`'s code.
 * Returns where the bff sends the browser then (`?connected=` or `?error=`).
 */
export async function connectThroughGitHub(
  appUrl: string,
  headers: Record<string, string>,
  orgId: string,
  installationId: number,
  options: { login?: string; state?: string } = {},
) {
  const state = options.state ?? (await startConnection(appUrl, headers, orgId));
  const query = new URLSearchParams({
    installation_id: String(installationId),
    setup_action: 'install',
    state,
    code: oauthCodeFor(options.login ?? GITHUB_OWNER),
  });
  const response = await fetch(`${appUrl}/integrations/github/setup?${query}`, {
    headers: { cookie: headers.cookie ?? '' },
    redirect: 'manual',
  });
  await response.arrayBuffer();
  return new URL(response.headers.get('location') ?? '', appUrl);
}

/** startGitHubConnection as the screen calls it: the state GitHub carries, read from the install URL. */
export async function startConnection(appUrl: string, headers: Record<string, string>, orgId: string) {
  const response = await fetch(`${appUrl}/graphql`, {
    method: 'POST',
    headers: { ...headers, 'content-type': 'application/json' },
    body: JSON.stringify({
      query: 'mutation($orgId: ID!) { startGitHubConnection(orgId: $orgId) { installUrl } }',
      variables: { orgId },
    }),
  });
  const body = (await response.json()) as {
    data?: { startGitHubConnection: { installUrl: string } };
    errors?: unknown;
  };
  if (!body.data) throw new Error(`startGitHubConnection failed: ${JSON.stringify(body.errors)}`);
  return new URL(body.data.startGitHubConnection.installUrl).searchParams.get('state') ?? '';
}
