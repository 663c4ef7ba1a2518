// The site's secondary navigation, exactly as spec section 2 lists it, and what hides each entry
// (section 6): readSites for the RUM, Synthetic and CrUX views, updateSites for the settings,
// managePageGroupings (with the rum feature) for page groupings, the rum feature for the RUM group.
import type { Features, Permissions } from '@pace/mfe-kit';

export type GroupId = 'rum' | 'synthetic' | 'crux' | 'site-settings';

export interface NavLink {
  label: string;
  /** Path below the site, e.g. `rum/dashboard`. */
  path: string;
}
export interface NavSection {
  /** A heading inside a group, e.g. "Core Web Vitals", with its links. */
  label: string;
  links: NavLink[];
}
export type NavItem = NavLink | NavSection;

export interface NavGroup {
  id: GroupId;
  label: string;
  items: NavItem[];
}

export const isSection = (item: NavItem): item is NavSection => 'links' in item;

type Rule = (permissions: Permissions, features: Features) => boolean;
const reads: Rule = (p) => p.readSites;
const updates: Rule = (p) => p.updateSites;
const groupsPages: Rule = (p, f) => p.managePageGroupings && f.rum;

const metric = (prefix: string) => (key: string) => ({ label: key.toUpperCase(), path: `${prefix}/${key}` });
const rumMetric = metric('rum/metrics');
const cruxMetric = metric('crux/metrics');

interface Entry<T> {
  item: T;
  rule: Rule;
}

const GROUPS: { id: GroupId; label: string; rule: Rule; items: Entry<NavItem>[] }[] = [
  {
    id: 'rum',
    label: 'RUM',
    rule: (p, f) => f.rum && p.readSites,
    items: [
      { item: { label: 'Dashboard', path: 'rum/dashboard' }, rule: reads },
      { item: { label: 'Pages', path: 'rum/pages' }, rule: reads },
      { item: { label: 'Core Web Vitals', links: ['lcp', 'cls', 'inp'].map(rumMetric) }, rule: reads },
      { item: { label: 'Metrics', links: ['ttfb', 'fcp', 'rtt'].map(rumMetric) }, rule: reads },
      { item: { label: 'Audience', path: 'rum/audience' }, rule: reads },
      { item: { label: 'Settings', path: 'rum/settings' }, rule: updates },
    ],
  },
  {
    id: 'synthetic',
    label: 'Synthetic',
    rule: reads,
    items: [
      { item: { label: 'Pulse', path: 'pulse' }, rule: reads },
      { item: { label: 'Pages', path: 'pages' }, rule: reads },
      { item: { label: 'Snapshots', path: 'snapshots' }, rule: reads },
      { item: { label: 'Budgets', path: 'budgets' }, rule: reads },
      { item: { label: 'User flows', path: 'flows' }, rule: reads },
      { item: { label: 'Settings', path: 'synthetic/agent' }, rule: updates },
    ],
  },
  {
    id: 'crux',
    label: 'CrUX',
    rule: reads,
    items: [
      { item: { label: 'Dashboard', path: 'crux/dashboard' }, rule: reads },
      { item: { label: 'Pages', path: 'crux/pages' }, rule: reads },
      {
        item: { label: 'CrUX metrics', links: ['lcp', 'cls', 'inp', 'ttfb', 'fcp', 'rtt'].map(cruxMetric) },
        rule: reads,
      },
    ],
  },
  {
    id: 'site-settings',
    label: 'Site settings',
    rule: () => true,
    items: [
      { item: { label: 'General', path: 'settings/general' }, rule: updates },
      { item: { label: 'Pages', path: 'settings/pages' }, rule: updates },
      { item: { label: 'Page groupings', path: 'settings/page-groupings' }, rule: groupsPages },
    ],
  },
];

/** The groups and entries this viewer may see; a group with nothing left in it is hidden too. */
export function siteNavigation(permissions: Permissions, features: Features): NavGroup[] {
  return GROUPS.filter((group) => group.rule(permissions, features))
    .map((group) => ({
      id: group.id,
      label: group.label,
      items: group.items.filter((entry) => entry.rule(permissions, features)).map((entry) => entry.item),
    }))
    .filter((group) => group.items.length > 0);
}

/** Which group the current path belongs to (its entries' paths start the path below the site). */
export function groupOfPath(groups: NavGroup[], pathBelowSite: string): GroupId | null {
  for (const group of groups) {
    for (const item of group.items) {
      const links = isSection(item) ? item.links : [item];
      if (links.some((link) => pathBelowSite === link.path || pathBelowSite.startsWith(`${link.path}/`)))
        return group.id;
    }
  }
  return null;
}
