import { createClient } from '@urql/core';
import { mountRootParcel } from 'single-spa';
import { useClient } from 'urql';
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import {
  CONTRACT_VERSION,
  defineRemote,
  NO_PERMISSIONS,
  type RemoteProps,
  type RouteFiles,
  type RouteInfo,
  type ScreenComponent,
  useRemote,
  VERSION_1_SCREEN_KEYS,
} from '../src';

const client = createClient({ url: '/graphql', exchanges: [] });

function route(overrides: Partial<RouteInfo> = {}): RouteInfo {
  return {
    pattern: '/teams/$teamId/$siteId/rum/dashboard',
    path: '/teams/7/42/rum/dashboard',
    screen: 'rum/dashboard',
    title: 'RUM dashboard',
    params: { teamId: '7', siteId: '42' },
    search: {},
    ...overrides,
  };
}

function props(overrides: Partial<RemoteProps> = {}): RemoteProps {
  return {
    route: route(),
    client,
    user: null,
    permissions: NO_PERMISSIONS,
    features: { rum: true, billing: true },
    navigate: () => {},
    flash: () => {},
    theme: 'light',
    readOnly: false,
    ...overrides,
  };
}

const Dashboard: ScreenComponent = () => {
  const { route } = useRemote();
  return (
    <h1 data-testid="dashboard">
      Dashboard of site {route.params.siteId} ({route.path})
    </h1>
  );
};

const Broken: ScreenComponent = () => {
  throw new TypeError('x is undefined');
};

const seenClients: unknown[] = [];
const UsesClient: ScreenComponent = () => {
  seenClients.push(useClient());
  return null;
};

let domElement: HTMLElement;
beforeEach(() => {
  domElement = document.createElement('div');
  document.body.append(domElement);
});
afterEach(() => {
  domElement.remove();
  vi.restoreAllMocks();
});

/** A route file in a chunk of its own: importing it resolves later (rspack's `lazy` context mode). */
class Later {
  constructor(readonly load: () => Promise<{ default: ScreenComponent }>) {}
}
const later = (load: () => Promise<{ default: ScreenComponent }>) => new Later(load);

/** Route files as rspack's context gives them: `./<key>.tsx`, each module's default export its screen. */
function routeFiles(screens: Record<string, ScreenComponent | Later>): RouteFiles {
  const files = (id: string) => {
    const screen = screens[id.slice(2, -'.tsx'.length)];
    return screen instanceof Later ? screen.load() : { default: screen };
  };
  files.keys = () => Object.keys(screens).map((key) => `./${key}.tsx`);
  return files;
}

/** Mounts the parcel the way the shell does: through single-spa with a DOM element in the props. */
function mountParcel(screens: Record<string, ScreenComponent | Later>, initial: RemoteProps) {
  // Fewer screens than the remote's files: the tests mount what they need, the placeholder shows the rest.
  const lifecycles = defineRemote({ remote: 'mfe-rum', routes: routeFiles(screens) });
  const parcel = mountRootParcel<RemoteProps & { domElement: HTMLElement }>(
    { ...lifecycles, name: 'test-remote' },
    { ...initial, domElement },
  );
  return {
    parcel,
    update: (next: RemoteProps) => parcel.update?.({ ...next, domElement }),
  };
}

describe('defineRemote', () => {
  test('mount renders the screen registered for the route', async () => {
    const { parcel } = mountParcel({ 'rum/dashboard': Dashboard }, props());
    await parcel.mountPromise;
    expect(domElement.querySelector('[data-testid="dashboard"]')?.textContent).toBe(
      'Dashboard of site 42 (/teams/7/42/rum/dashboard)',
    );
    await parcel.unmount();
  });

  test('update re-renders with the new route', async () => {
    const { parcel, update } = mountParcel({ 'rum/dashboard': Dashboard }, props());
    await parcel.mountPromise;
    await update(
      props({ route: route({ path: '/teams/7/43/rum/dashboard', params: { teamId: '7', siteId: '43' } }) }),
    );
    expect(domElement.textContent).toBe('Dashboard of site 43 (/teams/7/43/rum/dashboard)');

    // Another screen of the same remote replaces the first one in the same parcel.
    await update(
      props({ route: route({ screen: 'rum/pages', title: 'RUM pages', path: '/teams/7/43/rum/pages' }) }),
    );
    expect(domElement.querySelector('[data-testid="screen-title"]')?.textContent).toBe('RUM pages');
    await parcel.unmount();
  });

  test('unmount removes what the remote rendered', async () => {
    const { parcel } = mountParcel({ 'rum/dashboard': Dashboard }, props());
    await parcel.mountPromise;
    expect(domElement.childElementCount).toBeGreaterThan(0);
    await parcel.unmount();
    expect(domElement.innerHTML).toBe('');
    expect(parcel.getStatus()).toBe('NOT_MOUNTED');
  });

  test('a screen the remote does not have yet shows the placeholder: the title and the route parameters', async () => {
    const { parcel } = mountParcel(
      {},
      props({
        route: route({
          screen: 'rum/metrics/$metricName',
          title: 'RUM metric',
          params: { teamId: '7', siteId: '42', metricName: 'lcp' },
        }),
      }),
    );
    await parcel.mountPromise;
    expect(domElement.querySelector('[data-testid="screen-title"]')?.textContent).toBe('RUM metric');
    const params = [
      ...domElement.querySelectorAll('[data-testid="route-params"] dt, [data-testid="route-params"] dd'),
    ];
    expect(params.map((node) => node.textContent)).toEqual([
      'teamId',
      '7',
      'siteId',
      '42',
      'metricName',
      'lcp',
    ]);
    await parcel.unmount();
  });

  test('a screen key that names an inherited property is still unknown', async () => {
    const { parcel } = mountParcel({}, props({ route: route({ screen: 'toString', title: 'To string' }) }));
    await parcel.mountPromise;
    expect(domElement.querySelector('[data-testid="screen-title"]')?.textContent).toBe('To string');
    await parcel.unmount();
  });

  test('screens get the urql client of the shell through the Provider', async () => {
    const { parcel } = mountParcel({ 'rum/dashboard': UsesClient }, props());
    await parcel.mountPromise;
    expect(seenClients.at(-1)).toBe(client);
    await parcel.unmount();
  });

  test('a screen that throws shows the reload message and tells the shell', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const onRenderError = vi.fn();
    const { parcel, update } = mountParcel(
      { 'rum/dashboard': Broken, 'rum/pages': Dashboard },
      props({ onRenderError }),
    );
    await parcel.mountPromise;
    expect(domElement.querySelector('[data-testid="remote-error"]')).not.toBeNull();
    expect(domElement.querySelector('button')?.textContent).toBe('Reload the page');
    expect(onRenderError).toHaveBeenCalledWith(expect.objectContaining({ message: 'x is undefined' }));
    expect(parcel.getStatus()).toBe('MOUNTED');

    // The remote is still alive: another path renders its screen again.
    await update(
      props({ onRenderError, route: route({ screen: 'rum/pages', path: '/teams/7/42/rum/pages' }) }),
    );
    expect(domElement.querySelector('[data-testid="remote-error"]')).toBeNull();
    expect(domElement.querySelector('[data-testid="dashboard"]')).not.toBeNull();
    await parcel.unmount();
  });

  test('without onRenderError (an older shell) the error is logged and the message still shows', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    const { parcel } = mountParcel({ 'rum/dashboard': Broken }, props());
    await parcel.mountPromise;
    expect(domElement.querySelector('[data-testid="remote-error"]')).not.toBeNull();
    expect(logged).toHaveBeenCalledWith(
      'Screen rum/dashboard failed to render',
      expect.objectContaining({ message: 'x is undefined' }),
      expect.anything(),
    );
    await parcel.unmount();
  });

  test('a lazy screen is loaded before the mount settles, so the mounted parcel shows it', async () => {
    let imports = 0;
    const screens = {
      'rum/dashboard': later(async () => {
        imports++;
        await new Promise((resolve) => setTimeout(resolve, 20));
        return { default: Dashboard };
      }),
    };
    const { parcel, update } = mountParcel(screens, props());
    await parcel.mountPromise;
    expect(domElement.querySelector('[data-testid="dashboard"]')).not.toBeNull();
    // Loaded once: the next visit to the screen renders it without importing again.
    await update(props({ route: route({ path: '/teams/7/43/rum/dashboard', params: { siteId: '43' } }) }));
    expect(domElement.textContent).toBe('Dashboard of site 43 (/teams/7/43/rum/dashboard)');
    expect(imports).toBe(1);
    await parcel.unmount();
  });

  test('moving to a lazy screen keeps the current one until its chunk is here', async () => {
    let release: () => void = () => {};
    const pages = later(async () => {
      await new Promise<void>((resolve) => {
        release = resolve;
      });
      return { default: () => <p data-testid="pages">Pages</p> };
    });
    const { parcel, update } = mountParcel({ 'rum/dashboard': Dashboard, 'rum/pages': pages }, props());
    await parcel.mountPromise;
    const updated = update(props({ route: route({ screen: 'rum/pages', path: '/teams/7/42/rum/pages' }) }));
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(domElement.querySelector('[data-testid="dashboard"]')).not.toBeNull();
    release();
    await updated;
    expect(domElement.querySelector('[data-testid="pages"]')).not.toBeNull();
    expect(domElement.querySelector('[data-testid="dashboard"]')).toBeNull();
    await parcel.unmount();
  });

  test("a lazy screen's chunk that fails to load rejects the mount; the next mount tries again", async () => {
    let attempts = 0;
    const pages = later(async () => {
      attempts++;
      if (attempts === 1) throw new Error('Loading chunk 42 failed');
      return { default: () => <p data-testid="pages">Pages</p> };
    });
    const toPages = props({ route: route({ screen: 'rum/pages', path: '/teams/7/42/rum/pages' }) });
    // The shell shows its reload message in the slot when the mount rejects, and mounts again later.
    const first = mountParcel({ 'rum/pages': pages }, toPages);
    await expect(first.parcel.mountPromise).rejects.toThrow('Loading chunk 42 failed');
    const second = mountParcel({ 'rum/pages': pages }, toPages);
    await second.parcel.mountPromise;
    expect(attempts).toBe(2);
    expect(domElement.querySelector('[data-testid="pages"]')).not.toBeNull();
    await second.parcel.unmount();
  });
});

describe('contract versions', () => {
  const Metric: ScreenComponent = () => {
    const { route } = useRemote();
    return <h1 data-testid="metric">{route.screen}</h1>;
  };

  test('the lifecycles say which contract the remote was built with', () => {
    expect(defineRemote({ remote: 'mfe-rum', routes: routeFiles({}) }).contract).toBe(CONTRACT_VERSION);
  });

  test("a shell of contract 1 names the screen by its old key: the screen is shown and sees today's key", async () => {
    const old = VERSION_1_SCREEN_KEYS['rum/metrics/$metricName'];
    expect(old).toBe('rum/metric');
    const { parcel } = mountParcel(
      { 'rum/metrics/$metricName': Metric },
      props({ route: route({ screen: old, path: '/teams/7/42/rum/metrics/lcp' }) }),
    );
    await parcel.mountPromise;
    expect(domElement.querySelector('[data-testid="metric"]')?.textContent).toBe('rum/metrics/$metricName');
    await parcel.unmount();
  });
});
