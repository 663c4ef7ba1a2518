// The remote slot inside the real router and chrome, with the loader chunk replaced: mount, update,
// unmount, and every failure staying inside the slot.
import type { RemoteLifecycles } from '@pace/mfe-kit';
import { createMemoryHistory, RouterProvider } from '@tanstack/react-router';
import { act } from 'react';
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import { createAppRouter } from '../router';
import { resetCurrentUser } from '../session/currentUser';
import { render } from '../test/render';
import type { MountedRemote, ShellRemoteProps } from './runtime';

const runtime = vi.hoisted(() => ({ loadRemote: vi.fn(), mountRemote: vi.fn() }));
vi.mock('./runtime', () => runtime);
vi.mock('./manifest', async (importOriginal) => ({
  ...(await importOriginal<typeof import('./manifest')>()),
  remoteEntries: () => Promise.resolve(new Map()),
}));

interface FakeMount extends MountedRemote {
  remote: string;
  props: ShellRemoteProps[];
  update: ReturnType<typeof vi.fn<MountedRemote['update']>>;
  unmount: ReturnType<typeof vi.fn<MountedRemote['unmount']>>;
}
let mounts: FakeMount[];
const lifecycles = {} as RemoteLifecycles;

beforeEach(() => {
  // Who is looking could not be asked (no bff here): the sign-in gate lets screens through, signed out,
  // and no place (organisation, team, site) is read.
  resetCurrentUser({ status: 'error', user: null });
  mounts = [];
  vi.spyOn(console, 'error').mockImplementation(() => {});
  runtime.loadRemote.mockReset().mockResolvedValue(lifecycles);
  runtime.mountRemote.mockReset().mockImplementation((remote: string, _l, domElement: HTMLElement, props) => {
    domElement.innerHTML = `<h1 data-testid="screen-title">${props.route.title}</h1>`;
    const mount: FakeMount = {
      remote,
      props: [props],
      mounted: Promise.resolve(),
      update: vi.fn(async (next: ShellRemoteProps) => {
        mount.props.push(next);
        domElement.innerHTML = `<h1 data-testid="screen-title">${next.route.title}</h1>`;
      }),
      unmount: vi.fn(async () => {
        domElement.innerHTML = '';
      }),
    };
    mounts.push(mount);
    return mount;
  });
});
afterEach(() => vi.restoreAllMocks());

async function open(path: string) {
  const router = createAppRouter({ history: createMemoryHistory({ initialEntries: [path] }) });
  await router.load();
  const view = await render(<RouterProvider router={router} />);
  const settle = () => act(() => new Promise((resolve) => setTimeout(resolve, 0)));
  await settle();
  const slot = () => view.container.querySelector<HTMLElement>('[data-testid="remote-slot"]');
  return {
    router,
    view,
    slot,
    settle,
    text: (testId: string) => slot()?.querySelector(`[data-testid="${testId}"]`)?.textContent ?? null,
    async go(to: string) {
      await act(() => router.navigate({ to }));
      await settle();
    },
  };
}

describe('RemoteSlot', () => {
  test('mounts the remote that owns the route with the contract props', async () => {
    const page = await open('/teams/7/42/rum/dashboard');
    expect(page.slot()?.dataset.remote).toBe('mfe-rum');
    expect(page.slot()?.dataset.state).toBe('mounted');
    expect(page.text('screen-title')).toBe('RUM dashboard');
    expect(runtime.loadRemote).toHaveBeenCalledWith('mfe-rum');
    const [props] = mounts[0]!.props;
    expect(props).toMatchObject({
      route: {
        pattern: '/teams/$teamId/$siteId/rum/dashboard',
        path: '/teams/7/42/rum/dashboard',
        screen: 'rum/dashboard',
        title: 'RUM dashboard',
        params: { teamId: '7', siteId: '42' },
      },
      user: null,
      readOnly: false,
      theme: 'light',
    });
    page.view.unmount();
  });

  test('updates the same parcel on a route change within the remote, and swaps parcels between remotes', async () => {
    const page = await open('/teams/7/42/rum/dashboard');
    await page.go('/teams/7/42/rum/pages');
    expect(mounts).toHaveLength(1);
    expect(mounts[0]!.update).toHaveBeenCalledWith(
      expect.objectContaining({ route: expect.objectContaining({ screen: 'rum/pages' }) }),
    );
    expect(page.text('screen-title')).toBe('RUM pages');

    await page.go('/teams/7/42/pulse');
    expect(mounts[0]!.unmount).toHaveBeenCalled();
    expect(mounts[1]!.remote).toBe('mfe-synthetic');
    expect(page.slot()?.dataset.remote).toBe('mfe-synthetic');
    expect(page.text('screen-title')).toBe('Pulse');
    page.view.unmount();
  });

  test('names the path it shows, and keeps the previous one until the next screen is up', async () => {
    const page = await open('/teams/7/42/rum/dashboard');
    expect(page.slot()?.dataset.path).toBe('/teams/7/42/rum/dashboard');
    // The next screen's chunk is slow: the parcel's update settles only when it is here.
    let screenHere = () => {};
    mounts[0]!.update.mockImplementationOnce(() => new Promise<void>((resolve) => (screenHere = resolve)));
    await page.go('/teams/7/42/rum/pages');
    expect(page.slot()?.dataset.path).toBe('/teams/7/42/rum/dashboard');
    await act(async () => screenHere());
    await page.settle();
    expect(page.slot()?.dataset.path).toBe('/teams/7/42/rum/pages');
    page.view.unmount();
  });

  test('mounts report screens read-only, with the shared test’s site in the route', async () => {
    // The report frame asks which test the link shares (with the link in its headers) before mounting.
    const fetchMock = vi.spyOn(globalThis, 'fetch').mockResolvedValue(
      Response.json({
        data: {
          sharedReport: {
            site: { teamId: 't1', siteId: 's1', name: 'Shop', canonicalUrl: 'https://shop.example/' },
            test: { uuid: 'abc', page: { name: 'Home' }, profile: { name: 'Desktop' } },
          },
        },
      }),
    );
    const page = await open('/tests/abc/token/crux/pages');
    await page.settle();
    const headers = fetchMock.mock.calls[0]![1]!.headers as Record<string, string>;
    expect(headers).toMatchObject({ 'x-share-test': 'abc', 'x-share-token': 'token' });
    expect(mounts[0]!.remote).toBe('mfe-crux');
    expect(mounts[0]!.props[0]).toMatchObject({
      readOnly: true,
      route: {
        screen: 'crux/pages',
        params: { teamId: 't1', siteId: 's1', testId: 'abc', base: '/tests/abc/token' },
      },
    });
    page.view.unmount();
  });

  test('a wrong or revoked share link shows the not-found page', async () => {
    vi.spyOn(globalThis, 'fetch').mockResolvedValue(Response.json({ data: { sharedReport: null } }));
    const page = await open('/tests/abc/wrong/crux');
    await page.settle();
    expect(page.view.container.querySelector('[data-testid="not-found"]')).not.toBeNull();
    expect(mounts).toEqual([]);
    page.view.unmount();
  });

  test('a remote that cannot load shows the reload message in its slot; the chrome and other remotes work', async () => {
    runtime.loadRemote.mockImplementation(async (remote: string) => {
      if (remote === 'mfe-crux')
        throw new Error('[ Federation Runtime ]: Failed to get manifest. #RUNTIME-003');
      return lifecycles;
    });
    const page = await open('/teams/7/42/crux/dashboard');
    expect(page.slot()?.dataset.remote).toBe('mfe-crux');
    expect(page.slot()?.querySelector('[data-testid="remote-error"]')).not.toBeNull();
    expect(page.slot()?.querySelector('button')?.textContent).toBe('Reload the page');
    expect(page.view.container.querySelector('[data-testid="top-bar"]')).not.toBeNull();

    await page.go('/teams/7/42/rum/dashboard');
    expect(page.slot()?.dataset.remote).toBe('mfe-rum');
    expect(page.text('screen-title')).toBe('RUM dashboard');
    page.view.unmount();
  });

  test('after a failure, moving to another path of the same remote tries again', async () => {
    runtime.loadRemote.mockRejectedValueOnce(new Error('ChunkLoadError'));
    const page = await open('/teams/7/42/crux/dashboard');
    expect(page.slot()?.dataset.state).toBe('failed');
    await page.go('/teams/7/42/crux/pages');
    expect(runtime.loadRemote).toHaveBeenCalledTimes(2);
    expect(page.slot()?.dataset.state).toBe('mounted');
    expect(page.text('screen-title')).toBe('CrUX pages');
    page.view.unmount();
  });

  test('a screen that throws while rendering (reported through onRenderError) shows the message in the slot', async () => {
    const page = await open('/teams/7/42/rum/dashboard');
    await act(async () => mounts[0]!.props[0]!.onRenderError?.(new TypeError('x is undefined')));
    expect(page.slot()?.dataset.state).toBe('failed');
    expect(page.slot()?.querySelector('[data-testid="remote-error"]')).not.toBeNull();
    expect(mounts[0]!.unmount).toHaveBeenCalled();
    expect(page.view.container.querySelector('[data-testid="top-bar"]')).not.toBeNull();
    page.view.unmount();
  });

  test('a parcel whose mount rejects shows the message', async () => {
    runtime.mountRemote.mockImplementationOnce(() => ({
      mounted: Promise.reject(new Error('mount failed')),
      update: vi.fn(async () => {}),
      unmount: vi.fn(async () => {}),
    }));
    const page = await open('/teams/7/42/pulse');
    expect(page.slot()?.dataset.state).toBe('failed');
    expect(page.slot()?.querySelector('[data-testid="remote-error"]')).not.toBeNull();
    page.view.unmount();
  });

  test('links a remote renders stay in the app; /sign-out loads the document', async () => {
    const page = await open('/teams/7/42/rum/dashboard');
    const host = page.slot()!.querySelector('div:last-child')!;
    host.innerHTML = '<a href="/teams/7/42/rum/audience">Audience</a><a href="/sign-out">Sign out</a>';
    const inApp = new MouseEvent('click', { bubbles: true, cancelable: true, button: 0 });
    await act(async () => host.querySelector('a')!.dispatchEvent(inApp));
    await page.settle();
    expect(inApp.defaultPrevented).toBe(true);
    expect(page.router.state.location.pathname).toBe('/teams/7/42/rum/audience');

    // The slot leaves /sign-out alone; a listener above it sees the click still unhandled.
    host.innerHTML = '<a href="/sign-out">Sign out</a>';
    let preventedBySlot: boolean | undefined;
    const observe = (event: Event) => {
      preventedBySlot = event.defaultPrevented;
      event.preventDefault(); // keep the test document where it is
    };
    document.addEventListener('click', observe);
    const signOut = new MouseEvent('click', { bubbles: true, cancelable: true, button: 0 });
    host.querySelector<HTMLAnchorElement>('a[href="/sign-out"]')?.dispatchEvent(signOut);
    document.removeEventListener('click', observe);
    expect(preventedBySlot).toBe(false);
    expect(page.router.state.location.pathname).toBe('/teams/7/42/rum/audience');
    page.view.unmount();
  });
});
