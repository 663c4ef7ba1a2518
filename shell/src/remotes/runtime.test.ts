// Which releases of a remote the shell mounts: the federation runtime is the edge here (a remote's
// `./mount` module as the runtime would hand it over); the check and the key translation are the shell's.
import { CONTRACT_VERSION, NO_PERMISSIONS, type RemoteLifecycles } from '@pace/mfe-kit';
import { beforeEach, describe, expect, test, vi } from 'vitest';

const federation = vi.hoisted(() => ({ module: undefined as unknown }));
vi.mock('@module-federation/enhanced/runtime', () => ({
  createInstance: () => ({
    registerRemotes: () => {},
    loadRemote: async () => federation.module,
  }),
}));
vi.mock('./manifest', () => ({
  remoteEntries: async () =>
    new Map([['mfe-crux', { name: 'mfe-crux', version: '1', entry: 'https://pace.test/mf-manifest.json' }]]),
}));

vi.mock('../graphql/client', () => ({ graphqlClient: () => ({}) }));

const { IncompatibleRemoteError, loadRemote, mountRemote } = await import('./runtime');

const lifecycle = async () => {};
const built = (contract?: number): RemoteLifecycles => ({
  bootstrap: lifecycle,
  mount: lifecycle,
  unmount: lifecycle,
  update: lifecycle,
  ...(contract === undefined ? {} : { contract }),
});

beforeEach(() => {
  federation.module = undefined;
});

describe('contract versions', () => {
  test('a remote of this contract, and one from before contracts were numbered, are mounted', async () => {
    federation.module = built(CONTRACT_VERSION);
    await expect(loadRemote('mfe-crux')).resolves.toBe(federation.module);
    federation.module = built();
    await expect(loadRemote('mfe-crux')).resolves.toBe(federation.module);
  });

  test('a remote of a contract this shell cannot speak is refused, so the slot shows the reload message', async () => {
    federation.module = built(CONTRACT_VERSION + 1);
    await expect(loadRemote('mfe-crux')).rejects.toBeInstanceOf(IncompatibleRemoteError);
    await expect(loadRemote('mfe-crux')).rejects.toThrow(
      `mfe-crux was built for contract version ${CONTRACT_VERSION + 1}`,
    );
  });

  test("a remote of contract 1 is handed the screen keys it knows, one of today gets today's", async () => {
    const seen: string[] = [];
    const recording = (contract?: number): RemoteLifecycles => ({
      ...built(contract),
      mount: async (props) => void seen.push(props.route.screen),
    });
    const route = {
      pattern: '/teams/$teamId/$siteId/snapshots/$snapshotId/tests/$testId',
      path: '/teams/7/42/snapshots/3/tests/9',
      screen: 'snapshots/$snapshotId/tests/$testId',
      title: 'Test',
      params: { teamId: '7', siteId: '42', snapshotId: '3', testId: '9' },
      search: {},
    };
    const initial = {
      route,
      user: null,
      permissions: NO_PERMISSIONS,
      features: { rum: true, billing: true },
      navigate: () => {},
      flash: () => {},
      theme: 'light' as const,
      readOnly: false,
    };
    for (const contract of [undefined, CONTRACT_VERSION]) {
      const host = document.createElement('div');
      await mountRemote('mfe-synthetic', recording(contract), host, initial).mounted;
    }
    expect(seen).toEqual(['test', 'snapshots/$snapshotId/tests/$testId']);
  });
});
