// The site's secondary navigation, exactly as spec section 2 lists it, and what hides each entry
// (section 6): readSites for the RUM, Synthetic and CrUX views, updateSites for the settings,
// managePageGroupings (with the rum feature) for page groupings, the rum feature for the RUM group.
import { type Features, fillPattern, type Permissions, type RouteKey } from '@pace/mfe-kit';

export type GroupId = 'rum' | 'synthetic' | 'crux' | 'site-settings';

export interface NavLink {
  label: string;
  /** The route's key (a site screen: its path below the site), e.g. `rum/metrics/$metricName`. */
  key: RouteKey;
  /** Its parameters besides the team and the site, e.g. `{ metricName: 'lcp' }`. */
  params?: Readonly<Record<string, string>>;
  /** Path below the site, e.g. `rum/metrics/lcp`. */
  path: string;
}

/** A link to a site screen: its path below the site is its key with the parameters filled in. */
const link = (label: string, key: RouteKey, params: Readonly<Record<string, string>> = {}): NavLink => ({
  label,
  key,
  params,
  path: fillPattern(key, params),
});
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

const rumMetric = (metricName: string) =>
  link(metricName.toUpperCase(), 'rum/metrics/$metricName', { metricName });
const cruxMetric = (metricName: string) =>
  link(metricName.toUpperCase(), 'crux/metrics/$metricName', { metricName });

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
      { item: link('Dashboard', 'rum/dashboard'), rule: reads },
      { item: link('Pages', 'rum/pages'), rule: reads },
      { item: { label: 'Core Web Vitals', links: ['lcp', 'cls', 'inp'].map(rumMetric) }, rule: reads },
      { item: { label: 'Metrics', links: ['ttfb', 'fcp', 'rtt'].map(rumMetric) }, rule: reads },
      { item: link('Audience', 'rum/audience'), rule: reads },
      { item: link('Settings', 'rum/settings'), rule: updates },
    ],
  },
  {
    id: 'synthetic',
    label: 'Synthetic',
    rule: reads,
    items: [
      { item: link('Pulse', 'pulse'), rule: reads },
      { item: link('Pages', 'pages'), rule: reads },
      { item: link('Snapshots', 'snapshots'), rule: reads },
      { item: link('Budgets', 'budgets'), rule: reads },
      { item: link('User flows', 'flows'), rule: reads },
      { item: link('Settings', 'synthetic/agent'), rule: updates },
    ],
  },
  {
    id: 'crux',
    label: 'CrUX',
    rule: reads,
    items: [
      { item: link('Dashboard', 'crux/dashboard'), rule: reads },
      { item: link('Pages', 'crux/pages'), rule: reads },
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
      { item: link('General', 'settings/general'), rule: updates },
      { item: link('Pages', 'settings/pages'), rule: updates },
      { item: link('Page groupings', 'settings/page-groupings'), rule: groupsPages },
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
