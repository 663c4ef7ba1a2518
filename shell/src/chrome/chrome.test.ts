// The chrome's pure parts: name truncation, the side navigation's entries by permission and feature,
// recent sites, flash messages from the page, shortcuts, the chunk loader, scope keys.
import { NO_PERMISSIONS, type Permissions } from '@pace/mfe-kit';
import { afterEach, describe, expect, test, vi } from 'vitest';
import { dismissFlash, flashOnNavigation, showFlash, showFlashFromPage } from './flash';
import { chunkLoader } from './lazy';
import { organisationEntries } from './menus/organisationEntries';
import { statusTone } from './menus/serviceStatus';
import { scopeKey, scopePermissions } from './scope';
import { withRecent } from './search/siteSearch';
import { onShortcut } from './shortcuts';
import { groupOfPath, isSection, siteNavigation } from './sidenav/siteNavigation';
import { truncate } from './truncate';

const ALL: Permissions = {
  updateOrganisations: true,
  readSites: true,
  updateSites: true,
  managePageGroupings: true,
  createSites: true,
};
const VIEWER: Permissions = { ...NO_PERMISSIONS, readSites: true };
const MEMBER: Permissions = { ...ALL, updateOrganisations: false };

const paths = (permissions: Permissions, rum: boolean) =>
  siteNavigation(permissions, { rum, billing: true }).flatMap((group) =>
    group.items.flatMap((item) => (isSection(item) ? item.links : [item]).map((link) => link.path)),
  );

describe('truncate (spec section 9: menu names at most 30 characters)', () => {
  test('keeps names of 30 characters or fewer', () => {
    expect(truncate('a'.repeat(30))).toBe('a'.repeat(30));
    expect(truncate('Shop')).toBe('Shop');
  });

  test('cuts longer names to 30 characters, the last an ellipsis', () => {
    const cut = truncate('Acme Performance Laboratories International');
    expect(cut).toBe('Acme Performance Laboratories…');
    expect(Array.from(cut)).toHaveLength(30);
  });

  test('never splits a character made of two code units', () => {
    const cut = truncate('🚀'.repeat(40));
    expect(Array.from(cut)).toHaveLength(30);
    expect(cut.endsWith('🚀…')).toBe(true);
  });
});

describe('organisation menu', () => {
  test('lists usage and billing only when the platform has billing (BILLING=off hides them)', () => {
    const paths = (billing: boolean) => organisationEntries({ rum: true, billing }).map(([path]) => path);
    expect(paths(true)).toEqual(['members', 'teams', 'api', 'usage', 'billing', 'integrations', 'settings']);
    expect(paths(false)).toEqual(['members', 'teams', 'api', 'integrations', 'settings']);
  });
});

describe('site navigation (spec sections 2 and 6)', () => {
  test('lists the groups and entries of the spec for someone who may do everything', () => {
    const groups = siteNavigation(ALL, { rum: true, billing: true });
    expect(groups.map((group) => group.label)).toEqual(['RUM', 'Synthetic', 'CrUX', 'Site settings']);
    const rum = groups[0]!.items.map((item) =>
      isSection(item) ? `${item.label}: ${item.links.map((l) => l.label).join(' ')}` : item.label,
    );
    expect(rum).toEqual([
      'Dashboard',
      'Pages',
      'Core Web Vitals: LCP CLS INP',
      'Metrics: TTFB FCP RTT',
      'Audience',
      'Settings',
    ]);
    expect(groups[1]!.items.map((item) => item.label)).toEqual([
      'Pulse',
      'Pages',
      'Snapshots',
      'Budgets',
      'User flows',
      'Settings',
    ]);
    expect(groups[2]!.items.map((item) => item.label)).toEqual(['Dashboard', 'Pages', 'CrUX metrics']);
    expect(groups[3]!.items.map((item) => item.label)).toEqual(['General', 'Pages', 'Page groupings']);
  });

  test('a viewer (readSites only) sees the views and no settings', () => {
    const visible = paths(VIEWER, true);
    expect(visible).toContain('rum/dashboard');
    expect(visible).toContain('crux/metrics/rtt');
    expect(visible).not.toContain('rum/settings');
    expect(visible).not.toContain('synthetic/agent');
    expect(visible.some((path) => path.startsWith('settings/'))).toBe(false);
  });

  test('page groupings need managePageGroupings and the rum feature', () => {
    expect(paths(MEMBER, true)).toContain('settings/page-groupings');
    expect(paths({ ...MEMBER, managePageGroupings: false }, true)).not.toContain('settings/page-groupings');
    expect(paths(MEMBER, false)).not.toContain('settings/page-groupings');
  });

  test('the rum feature gates the RUM group', () => {
    const groups = siteNavigation(ALL, { rum: false, billing: true });
    expect(groups.map((group) => group.id)).toEqual(['synthetic', 'crux', 'site-settings']);
  });

  test('nothing at all without readSites and updateSites', () => {
    expect(siteNavigation(NO_PERMISSIONS, { rum: true, billing: true })).toEqual([]);
  });

  test('finds the group of a path', () => {
    const groups = siteNavigation(ALL, { rum: true, billing: true });
    expect(groupOfPath(groups, 'rum/metrics/lcp')).toBe('rum');
    expect(groupOfPath(groups, 'snapshots/12/seo')).toBe('synthetic');
    expect(groupOfPath(groups, 'settings/pages/new')).toBe('site-settings');
    expect(groupOfPath(groups, 'nowhere')).toBeNull();
  });
});

describe('recent sites (spec section 4)', () => {
  const site = (slug: string, team = 'web') => ({
    name: slug,
    slug,
    team: { id: team, name: team, slug: team },
  });

  test('moves the chosen site to the front, removes its duplicate and keeps 5', () => {
    const recent = ['a', 'b', 'c', 'd', 'e'].map((slug) => site(slug));
    expect(withRecent(site('c'), recent).map((s) => s.slug)).toEqual(['c', 'a', 'b', 'd', 'e']);
    expect(withRecent(site('f'), recent).map((s) => s.slug)).toEqual(['f', 'a', 'b', 'c', 'd']);
  });

  test('tells sites of the same slug in different teams apart', () => {
    const next = withRecent(site('blog', 'apps'), [site('blog', 'web')]);
    expect(next.map((s) => `${s.team.slug}/${s.slug}`)).toEqual(['apps/blog', 'web/blog']);
  });
});

describe('flash messages from the page (spec section 2)', () => {
  afterEach(() => dismissFlash());

  test('data-alert is an error, data-notice a success; each is shown once', async () => {
    const { useFlashMessage } = await import('./flash');
    const element = document.createElement('div');
    element.dataset.alert = 'Your session has expired';
    showFlashFromPage([element]);
    let seen: ReturnType<typeof useFlashMessage> = null;
    const { renderHookValue } = await import('../test/hook');
    seen = await renderHookValue(useFlashMessage);
    expect(seen).toMatchObject({ kind: 'error', text: 'Your session has expired' });
    expect(element.dataset.alert).toBeUndefined();

    element.dataset.notice = 'Site created';
    showFlashFromPage([element]);
    seen = await renderHookValue(useFlashMessage);
    expect(seen).toMatchObject({ kind: 'success', text: 'Site created' });
  });
});

describe('flash messages across navigations', () => {
  afterEach(() => dismissFlash());

  test('a message shown just before a navigation is on the page it leads to, and gone on the next', async () => {
    const { renderHookValue } = await import('../test/hook');
    const { useFlashMessage } = await import('./flash');
    showFlash('success', 'Site created');
    flashOnNavigation(); // the navigation it led to
    flashOnNavigation(); // and a redirect on the way
    expect(await renderHookValue(useFlashMessage)).toMatchObject({ text: 'Site created' });
    flashOnNavigation(Date.now() + 5_000); // the visitor moves on
    expect(await renderHookValue(useFlashMessage)).toBeNull();
  });

  test('a message the visitor has seen on the page goes with the first navigation', async () => {
    const { renderHookValue } = await import('../test/hook');
    const { useFlashMessage } = await import('./flash');
    showFlash('error', 'Failed to save');
    flashOnNavigation(Date.now() + 5_000);
    expect(await renderHookValue(useFlashMessage)).toBeNull();
  });
});

describe('keyboard shortcuts', () => {
  const key = (init: KeyboardEventInit) => new KeyboardEvent('keydown', { cancelable: true, ...init });

  test('Ctrl+P and Cmd+P are taken from the browser (no print dialog); Ctrl+/ too', () => {
    for (const init of [
      { key: 'p', ctrlKey: true },
      { key: 'P', metaKey: true },
      { key: '/', ctrlKey: true },
    ]) {
      const event = key(init);
      onShortcut(event);
      expect(event.defaultPrevented).toBe(true);
    }
  });

  test('leaves other keys alone', () => {
    for (const init of [
      { key: 'p' },
      { key: 'p', ctrlKey: true, shiftKey: true },
      { key: 'k', ctrlKey: true },
    ]) {
      const event = key(init);
      onShortcut(event);
      expect(event.defaultPrevented).toBe(false);
    }
  });
});

describe('chunk loader', () => {
  test('a failed load is tried again on the next call', async () => {
    const module = { ok: true };
    const load = vi.fn().mockRejectedValueOnce(new Error('Loading chunk 7 failed')).mockResolvedValue(module);
    const loader = chunkLoader(load);
    await expect(loader.load()).rejects.toThrow('Loading chunk');
    expect(loader.state().status).toBe('failed');
    await expect(loader.load()).resolves.toBe(module);
    expect(loader.state()).toEqual({ status: 'loaded', module });
    await loader.load();
    expect(load).toHaveBeenCalledTimes(2);
  });
});

describe('route scope', () => {
  test('a site, team or organisation route has a place; others none', () => {
    expect(scopeKey({ teamId: 'web', siteId: 'shop' })).toBe('site:web/shop');
    expect(scopeKey({ teamId: 'web' })).toBe('team:web');
    expect(scopeKey({ orgId: 'acme' })).toBe('organisation:acme');
    expect(scopeKey({ orgId: 'new' })).toBeNull();
    expect(scopeKey({})).toBeNull();
  });

  test('the most specific place decides the permissions', () => {
    const named = { id: 'x', name: 'x', slug: 'x' };
    const scope = {
      status: 'ready' as const,
      organisation: { ...named, permissions: ALL, features: { rum: true, billing: true }, teams: [] },
      team: { ...named, permissions: MEMBER, sites: [], moreSites: false },
      site: { ...named, permissions: VIEWER },
    };
    expect(scopePermissions(scope)).toBe(VIEWER);
    expect(scopePermissions({ ...scope, site: null })).toBe(MEMBER);
    expect(scopePermissions({ status: 'loading' })).toEqual(NO_PERMISSIONS);
  });
});

describe('service status', () => {
  test('none is good, unknown is unknown, anything else is a problem', () => {
    expect(statusTone('none')).toBe('good');
    expect(statusTone('unknown')).toBe('unknown');
    for (const indicator of ['minor', 'major', 'critical', 'maintenance'])
      expect(statusTone(indicator)).toBe('problem');
  });
});
