// A first screen's prefetch, from the release's declaration to the screen's own query: what is sent
// (document, variables, the session's headers), and how the GraphQL client hands the answer over.
import { firstScreenRequestUrl } from '@pace/mfe-kit';
import { cacheExchange, createClient, fetchExchange, gql } from '@urql/core';
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';

const SITES = 'query TeamSites($teamId: ID!, $cursor: String) { team(teamId: $teamId) { id name } }';
const ANSWER = { data: { team: { __typename: 'Team', id: '7', name: 'Acme' } } };

interface Sent {
  url: string;
  body: { query: string; variables: unknown; operationName?: string } | null;
  headers: Record<string, string>;
}
let sent: Sent[];
let graphqlAnswers: (() => Response)[];

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

beforeEach(() => {
  vi.resetModules();
  sent = [];
  graphqlAnswers = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const url = String(input);
      const headers = Object.fromEntries(new Headers(init?.headers).entries());
      sent.push({ url, body: init?.body ? JSON.parse(String(init.body)) : null, headers });
      if (url === '/api/remotes') return json(manifest);
      return graphqlAnswers.shift()?.() ?? json(ANSWER);
    }),
  );
});
afterEach(() => vi.unstubAllGlobals());

let manifest: unknown;
// Both the client (urql's default for short queries) and the prefetch ask with GET.
const graphqlRequests = () =>
  sent.filter((request) => new URL(request.url, 'http://localhost').pathname === '/graphql');

async function modules() {
  const prefetch = await import('../remotes/prefetch');
  const { prefetchExchange } = await import('./prefetchExchange');
  const client = createClient({
    url: 'http://localhost/graphql',
    exchanges: [cacheExchange, prefetchExchange, fetchExchange],
  });
  return { ...prefetch, client };
}

describe('prefetchFirstScreen', () => {
  test("sends the declared operation with the route's variables, by GET at the preload hint's URL", async () => {
    manifest = {
      remotes: [
        {
          name: 'mfe-settings',
          version: '1.0.0',
          entry: '/remotes/mfe-settings/1.0.0/mf-manifest.json',
          firstScreens: {
            'team/sites': {
              query: SITES,
              variables: { teamId: { param: 'teamId' }, cursor: { value: null } },
            },
          },
        },
      ],
    };
    // biome-ignore lint/suspicious/noDocumentCookie: the session's CSRF cookie, which a GET does not need
    document.cookie = 'pace_csrf=token%2F1';
    const { prefetchFirstScreen } = await modules();
    const route = { pattern: '', path: '/teams/acme/sites', title: 'Sites', search: {} };
    prefetchFirstScreen('mfe-settings', { ...route, screen: 'team/sites', params: { teamId: 'acme' } });
    // A screen it declares nothing for, and a route that does not give the variables: nothing sent.
    prefetchFirstScreen('mfe-settings', { ...route, screen: 'team/members', params: { teamId: 'acme' } });
    prefetchFirstScreen('mfe-settings', { ...route, screen: 'team/sites', params: {} });
    await vi.waitFor(() => expect(graphqlRequests()).toHaveLength(1));
    await new Promise((resolve) => setTimeout(resolve, 10));
    const [request] = graphqlRequests();
    expect(request!.body).toBeNull();
    const url = new URL(request!.url, 'http://localhost');
    expect(Object.fromEntries(url.searchParams)).toEqual({
      operationName: 'TeamSites',
      query: SITES,
      variables: JSON.stringify({ teamId: 'acme', cursor: null }),
    });
    expect(request!.url).toBe(firstScreenRequestUrl(SITES, { teamId: 'acme', cursor: null }));
    // Nothing a preload cannot send: a header of our own would make the browser ask a second time.
    expect(request!.headers).toEqual({});
    expect(graphqlRequests()).toHaveLength(1);
  });

  test('a remote whose manifest entry declares nothing (or no manifest at all) sends nothing', async () => {
    manifest = { remotes: [{ name: 'mfe-settings', version: '1', entry: '/e.json' }] };
    const { prefetchFirstScreen } = await modules();
    prefetchFirstScreen('mfe-settings', {
      pattern: '',
      path: '/teams/acme/sites',
      screen: 'team/sites',
      title: 'Sites',
      params: { teamId: 'acme' },
      search: {},
    });
    await vi.waitFor(() => expect(sent.map((request) => request.url)).toContain('/api/remotes'));
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(graphqlRequests()).toEqual([]);
  });
});

describe('the prefetch exchange', () => {
  const variables = { teamId: '7', cursor: null };
  // The screen's document as code generation writes it (an AST without locations).
  const generated = () =>
    JSON.parse(JSON.stringify(gql(SITES), (key, value) => (key === 'loc' ? undefined : value)));

  test("answers the screen's query with the prefetch: one request, and the cache keeps the answer", async () => {
    const { client, sendPrefetch } = await modules();
    const { operationText } = await import('@pace/mfe-kit');
    sendPrefetch(operationText(SITES), variables);
    const result = await client.query(generated(), { cursor: null, teamId: '7' }).toPromise();
    expect(result.data).toEqual(ANSWER.data);
    expect(result.error).toBeUndefined();
    expect(graphqlRequests()).toHaveLength(1);
    // Once: a later query of the same operation is the cache's (cache-first) or the bff's (network-only).
    expect((await client.query(generated(), variables).toPromise()).data).toEqual(ANSWER.data);
    expect(graphqlRequests()).toHaveLength(1);
    await client.query(generated(), variables, { requestPolicy: 'network-only' }).toPromise();
    expect(graphqlRequests()).toHaveLength(2);
  });

  test('asked at boot and again when the slot mounts, the same operation is sent once', async () => {
    const { client, sendPrefetch } = await modules();
    sendPrefetch(SITES, variables);
    sendPrefetch(SITES, { ...variables });
    expect(graphqlRequests()).toHaveLength(1);
    expect((await client.query(generated(), variables).toPromise()).data).toEqual(ANSWER.data);
    expect(graphqlRequests()).toHaveLength(1);
    // Other variables are another operation.
    sendPrefetch(SITES, { ...variables, teamId: '8' });
    expect(graphqlRequests()).toHaveLength(2);
  });

  test('a query torn down before it was sent leaves the prefetch to the one sent after it', async () => {
    const { client, sendPrefetch } = await modules();
    sendPrefetch(SITES, variables);
    // What React does to a screen's query on mount in development, and on a re-render that changes it.
    client
      .query(generated(), variables)
      .subscribe(() => undefined)
      .unsubscribe();
    expect((await client.query(generated(), variables).toPromise()).data).toEqual(ANSWER.data);
    expect(graphqlRequests()).toHaveLength(1);
  });

  test('a string document of the same operation is answered too', async () => {
    const { client, sendPrefetch } = await modules();
    sendPrefetch(SITES, variables);
    expect((await client.query(SITES, variables).toPromise()).data).toEqual(ANSWER.data);
    expect(graphqlRequests()).toHaveLength(1);
  });

  test.each([
    ['fails', () => json({ error: { message: 'down' } }, 502)],
    ['answers with errors', () => json({ data: null, errors: [{ message: 'Not allowed' }] })],
    ['cannot be reached', () => Promise.reject(new TypeError('offline')) as unknown as Response],
  ])('when the prefetch %s, the screen asks on its own and gets its answer', async (_, answer) => {
    const { client, sendPrefetch } = await modules();
    graphqlAnswers.push(answer);
    sendPrefetch(SITES, variables);
    const result = await client.query(generated(), variables).toPromise();
    expect(result.data).toEqual(ANSWER.data);
    expect(graphqlRequests()).toHaveLength(2);
  });

  test('other variables, a stale prefetch or a network-only query are never answered by it', async () => {
    const { client, sendPrefetch, PREFETCH_MAX_AGE_MS } = await modules();
    sendPrefetch(SITES, { teamId: '8', cursor: null });
    sendPrefetch(SITES, variables, Date.now() - PREFETCH_MAX_AGE_MS - 1);
    graphqlAnswers.push(() => json({ data: { team: { __typename: 'Team', id: '7', name: 'Fresh' } } }));
    const result = await client.query(generated(), variables).toPromise();
    expect(result.data).toEqual({ team: { __typename: 'Team', id: '7', name: 'Fresh' } });
    expect(graphqlRequests()).toHaveLength(3);

    sendPrefetch(SITES, variables);
    graphqlAnswers.push(() => json(ANSWER));
    await client.query(generated(), variables, { requestPolicy: 'network-only' }).toPromise();
    expect(graphqlRequests()).toHaveLength(5);
  });
});
