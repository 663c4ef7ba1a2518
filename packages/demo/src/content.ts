// What the demo organisation's sites hold besides their pages: where each lives on the demo website, its
// RUM key, its test profiles and budgets. The sites themselves, the teams and the accounts are made by
// the bff's identity area (it owns people and passwords); this package fills them.
import type { ConnectionPreset, DevicePreset } from '@pace/platform/db';
import { DEMO_PAGES } from './website/pages.ts';

export interface DemoSite {
  team: 'demo-marketing' | 'demo-shop';
  slug: 'demo-store' | 'demo-blog' | 'demo-landing';
  name: string;
  /** Path of the site on the demo website. */
  path: string;
  /** Its RUM site key: fixed, so the demo website's pages carry it without asking the database. */
  siteKey: string;
  profiles: { name: string; device: DevicePreset; connection: ConnectionPreset }[];
  /** Budgets on every page and profile of the site (metric keys of @pace/metrics, stored units). */
  budgets: { metric: string; value: number }[];
}

export const DEMO_SITES: DemoSite[] = [
  {
    team: 'demo-shop',
    slug: 'demo-store',
    name: 'Demo Storefront',
    path: '/store/',
    siteKey: 'pace-demo-store',
    profiles: [
      { name: 'Mobile, 4G', device: 'mobile', connection: '4g' },
      { name: 'Desktop, cable', device: 'desktop', connection: 'cable' },
    ],
    budgets: [
      { metric: 'performance_score', value: 90 },
      { metric: 'lcp', value: 2500 },
      { metric: 'cls', value: 100 },
      { metric: 'total_transfer_size', value: 1_000_000 },
    ],
  },
  {
    team: 'demo-marketing',
    slug: 'demo-blog',
    name: 'Demo Blog',
    path: '/blog/',
    siteKey: 'pace-demo-blog',
    profiles: [{ name: 'Mobile, 4G', device: 'mobile', connection: '4g' }],
    budgets: [{ metric: 'lcp', value: 2500 }],
  },
  {
    team: 'demo-marketing',
    slug: 'demo-landing',
    name: 'Demo Landing Pages',
    path: '/landing/',
    siteKey: 'pace-demo-landing',
    profiles: [{ name: 'Desktop, cable', device: 'desktop', connection: 'cable' }],
    budgets: [{ metric: 'performance_score', value: 95 }],
  },
];

/** The demo website's address for a DEMO_SITE_PORT. */
export const demoOrigin = (port: number) => `http://127.0.0.1:${port}`;

export const siteUrl = (site: DemoSite, origin: string) => `${origin}${site.path}`;

/** The pages of one demo site, with their full URLs on the demo website at `origin`. */
export function demoPagesOf(site: DemoSite, origin: string) {
  return DEMO_PAGES.filter((page) => page.site === site.slug).map((page) => ({
    name: page.name,
    url: `${origin}${page.path}`,
  }));
}

export const DEMO_SITE_KEYS: Record<string, string> = Object.fromEntries(
  DEMO_SITES.map((site) => [site.slug, site.siteKey]),
);
