import { type Features, type Permissions, pathTo } from '@pace/mfe-kit';
import { Link, useLocation } from '@tanstack/react-router';
import {
  Activity,
  ChartColumn,
  ChevronDown,
  Gauge,
  PanelLeftClose,
  PanelLeftOpen,
  Settings,
} from 'lucide-react';
import { type FocusEvent, type KeyboardEvent, useEffect, useId, useRef, useState } from 'react';
import styles from './SideNav.module.css';
import { toggleGroup, toggleSideNav, useFoldedGroups, useSideNavCollapsed } from './sideNavState';
import {
  type GroupId,
  isSection,
  type NavGroup,
  type NavItem,
  type NavLink,
  siteNavigation,
} from './siteNavigation';

interface SiteParams {
  teamId: string;
  siteId: string;
}

/** A navigation entry's URL: its site route with the site's team and slug. */
const hrefOf = (link: NavLink, site: SiteParams) => pathTo(link.key, { ...link.params, ...site } as never);

const ICONS: Record<GroupId, typeof Activity> = {
  rum: Activity,
  synthetic: Gauge,
  crux: ChartColumn,
  'site-settings': Settings,
};

/** How long a hover menu stays after the pointer leaves it, so moving diagonally onto it works. */
const HOVER_CLOSE_DELAY_MS = 200;

interface SideNavProps {
  teamId: string;
  siteId: string;
  permissions: Permissions;
  features: Features;
}

/**
 * The side navigation's place, empty, while the site's permissions are asked for: the screen beside it
 * then does not move when the navigation arrives (no layout shift).
 */
export function SideNavPlaceholder() {
  const collapsed = useSideNavCollapsed();
  return <div aria-hidden="true" className={`${styles.nav} ${collapsed ? styles.collapsed : ''}`} />;
}

/**
 * The site's secondary navigation (spec sections 2 and 4): 250 px wide, or 60 px with icons only,
 * toggled by its button or Ctrl/Cmd + /; the choice and each group's fold are saved locally. Collapsed,
 * each group's icon opens a menu of its entries on hover or from the keyboard.
 */
export function SideNav({ teamId, siteId, permissions, features }: SideNavProps) {
  const collapsed = useSideNavCollapsed();
  const groups = siteNavigation(permissions, features);
  if (groups.length === 0) return null;
  const site = { teamId, siteId };
  return (
    <nav
      aria-label="Site"
      className={`${styles.nav} ${collapsed ? styles.collapsed : ''}`}
      data-testid="side-nav"
      data-collapsed={collapsed}
    >
      <ul className={styles.groups}>
        {groups.map((group) =>
          collapsed ? (
            <HoverGroup key={group.id} group={group} site={site} />
          ) : (
            <FoldableGroup key={group.id} group={group} site={site} />
          ),
        )}
      </ul>
      <button
        type="button"
        className={styles.toggle}
        onClick={toggleSideNav}
        aria-expanded={!collapsed}
        aria-keyshortcuts="Control+/ Meta+/"
        data-testid="side-nav-toggle"
        title={collapsed ? 'Expand the navigation (Ctrl /)' : 'Collapse the navigation (Ctrl /)'}
      >
        {collapsed ? (
          <PanelLeftOpen size={18} aria-hidden="true" />
        ) : (
          <PanelLeftClose size={18} aria-hidden="true" />
        )}
        <span className={collapsed ? styles.hidden : styles.label}>Collapse navigation</span>
        {collapsed ? <span className={styles.hidden}>Expand navigation</span> : null}
      </button>
    </nav>
  );
}

function FoldableGroup({ group, site }: { group: NavGroup; site: SiteParams }) {
  const folded = useFoldedGroups().has(group.id);
  const listId = useId();
  const Icon = ICONS[group.id];
  return (
    <li className={styles.group} data-group={group.id}>
      <button
        type="button"
        className={styles.groupButton}
        aria-expanded={!folded}
        aria-controls={listId}
        onClick={() => toggleGroup(group.id)}
      >
        <Icon size={18} aria-hidden="true" className={styles.groupIcon} />
        <span className={styles.label}>{group.label}</span>
        <ChevronDown
          size={16}
          aria-hidden="true"
          className={folded ? styles.chevronFolded : styles.chevron}
        />
      </button>
      <ul id={listId} className={styles.links} hidden={folded}>
        <Items items={group.items} site={site} />
      </ul>
    </li>
  );
}

function HoverGroup({ group, site }: { group: NavGroup; site: SiteParams }) {
  const [open, setOpen] = useState(false);
  const closeTimer = useRef<number | undefined>(undefined);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const menuId = useId();
  const pathname = useLocation({ select: (location) => location.pathname });
  const Icon = ICONS[group.id];
  useEffect(() => () => window.clearTimeout(closeTimer.current), []);
  // Following a link closes the menu.
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs when the path changes
  useEffect(() => setOpen(false), [pathname]);

  const show = () => {
    window.clearTimeout(closeTimer.current);
    setOpen(true);
  };
  const hideSoon = () => {
    window.clearTimeout(closeTimer.current);
    closeTimer.current = window.setTimeout(() => setOpen(false), HOVER_CLOSE_DELAY_MS);
  };
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Escape' && open) {
      event.stopPropagation();
      setOpen(false);
      buttonRef.current?.focus();
    } else if (event.key === 'ArrowRight' && event.target === buttonRef.current) {
      event.preventDefault();
      setOpen(true);
      requestAnimationFrame(() => document.getElementById(menuId)?.querySelector('a')?.focus());
    }
  };
  const onBlur = (event: FocusEvent) => {
    if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setOpen(false);
  };

  return (
    <li
      className={styles.group}
      data-group={group.id}
      onMouseEnter={show}
      onMouseLeave={hideSoon}
      onKeyDown={onKeyDown}
      onBlur={onBlur}
    >
      <button
        ref={buttonRef}
        type="button"
        className={styles.groupButton}
        aria-label={group.label}
        aria-expanded={open}
        aria-controls={menuId}
        onClick={() => setOpen((value) => !value)}
      >
        <Icon size={18} aria-hidden="true" className={styles.groupIcon} />
      </button>
      <div id={menuId} className={styles.flyout} hidden={!open} data-testid="side-nav-flyout">
        <p className={styles.flyoutTitle} aria-hidden="true">
          {group.label}
        </p>
        <ul className={styles.links} aria-label={group.label}>
          <Items items={group.items} site={site} />
        </ul>
      </div>
    </li>
  );
}

function Items({ items, site }: { items: NavItem[]; site: SiteParams }) {
  return items.map((item) =>
    isSection(item) ? (
      <li key={item.label} className={styles.section}>
        <span className={styles.sectionLabel}>{item.label}</span>
        <ul className={styles.sectionLinks} aria-label={item.label}>
          {item.links.map((link) => (
            <li key={link.path}>
              <NavLinkItem to={hrefOf(link, site)} label={link.label} />
            </li>
          ))}
        </ul>
      </li>
    ) : (
      <li key={item.path}>
        <NavLinkItem to={hrefOf(item, site)} label={item.label} />
      </li>
    ),
  );
}

function NavLinkItem({ to, label }: { to: string; label: string }) {
  return (
    <Link to={to} className={styles.link} activeProps={{ className: `${styles.link} ${styles.active}` }}>
      {label}
    </Link>
  );
}
