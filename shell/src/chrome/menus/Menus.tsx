// The top bar's menus, on Radix's dropdown menu (roles, arrow keys, typeahead, focus trapped while open
// and given back to the trigger on close). A chunk of its own: see ../lazy.ts.

import type { CurrentUser } from '@pace/mfe-kit';
import { formatDate } from '@pace/ui/format';
import * as Menu from '@radix-ui/react-dropdown-menu';
import { Link, useNavigate } from '@tanstack/react-router';
import {
  AppWindow,
  Bell,
  Check,
  ExternalLink,
  KeyRound,
  LogOut,
  Monitor,
  Moon,
  Shield,
  Sun,
  User,
} from 'lucide-react';
import { type ReactNode, useEffect, useLayoutEffect, useRef, useState } from 'react';
import { setThemePreference, type ThemePreference, useThemePreference } from '../../theme/theme';
import { markChangelogViewed, useChangelog } from '../changelog';
import { graphqlRequest } from '../data/request';
import { useInertPage } from '../inert';
import type { MountedTrigger } from '../LazyMenu';
import type { Named, ScopeOrganisation, ScopeTeam } from '../scope';
import { TruncatedName } from '../TruncatedName';
import styles from './Menus.module.css';
import { fetchServiceStatus, type ServiceStatus, statusTone } from './serviceStatus';

interface DropdownProps {
  trigger: MountedTrigger;
  children: ReactNode;
  /** Accessible name of the open menu. */
  label: string;
  onOpenChange?: (open: boolean) => void;
  align?: 'start' | 'end';
}

function Dropdown({ trigger, children, label, onOpenChange, align = 'end' }: DropdownProps) {
  const [open, setOpen] = useState(trigger.openOnMount);
  const ref = useRef<HTMLButtonElement>(null);
  useInertPage(open);
  // The placeholder this replaces had focus: keep it where the user left it.
  // biome-ignore lint/correctness/useExhaustiveDependencies: only when the real trigger first appears
  useLayoutEffect(() => {
    if (trigger.focusOnMount || trigger.openOnMount) ref.current?.focus();
  }, []);
  return (
    <Menu.Root
      open={open}
      onOpenChange={(next) => {
        setOpen(next);
        onOpenChange?.(next);
      }}
    >
      <Menu.Trigger asChild>
        <button
          ref={ref}
          type="button"
          className={trigger.className}
          aria-label={trigger.label}
          data-testid={trigger.testId}
        >
          {trigger.content}
        </button>
      </Menu.Trigger>
      <Menu.Portal>
        <Menu.Content
          className={styles.menu}
          align={align}
          sideOffset={6}
          collisionPadding={8}
          aria-label={label}
          data-testid={`${trigger.testId}-content`}
        >
          {children}
        </Menu.Content>
      </Menu.Portal>
    </Menu.Root>
  );
}

function LinkItem({
  to,
  hash,
  children,
  icon,
}: {
  to: string;
  hash?: string;
  children: ReactNode;
  icon?: ReactNode;
}) {
  return (
    <Menu.Item asChild className={styles.item}>
      <Link to={to} hash={hash}>
        {icon}
        {children}
      </Link>
    </Menu.Item>
  );
}

const iconProps = { size: 16, 'aria-hidden': true, className: styles.icon } as const;

// ----- Help -----

type StatusState =
  | { state: 'loading' }
  | { state: 'ready'; status: ServiceStatus | null }
  | { state: 'error' };

export function HelpMenu({ trigger }: { trigger: MountedTrigger }) {
  const [status, setStatus] = useState<StatusState>({ state: 'loading' });
  // Asked each time the menu opens (also when it opens as it mounts, from a click on its placeholder).
  const [asked, setAsked] = useState(trigger.openOnMount ? 1 : 0);
  useEffect(() => {
    if (asked === 0) return;
    let current = true;
    setStatus({ state: 'loading' });
    fetchServiceStatus().then(
      (result) => current && setStatus({ state: 'ready', status: result }),
      () => current && setStatus({ state: 'error' }),
    );
    return () => {
      current = false;
    };
  }, [asked]);
  return (
    <Dropdown
      trigger={trigger}
      label="Help"
      onOpenChange={(open) => {
        if (open) setAsked((count) => count + 1);
      }}
    >
      <LinkItem to="/docs" hash="getting-started">
        Getting started
      </LinkItem>
      <LinkItem to="/docs">Docs</LinkItem>
      <LinkItem to="/docs" hash="api">
        API
      </LinkItem>
      <LinkItem to="/contact">Contact</LinkItem>
      <StatusLine status={status} />
    </Dropdown>
  );
}

function StatusLine({ status }: { status: StatusState }) {
  if (status.state === 'ready' && status.status === null) return null;
  let tone: 'good' | 'unknown' | 'problem' | 'loading' = 'loading';
  let text = 'Checking the service status…';
  if (status.state === 'error') {
    tone = 'problem';
    text = 'Error retrieving current status';
  } else if (status.state === 'ready' && status.status) {
    tone = statusTone(status.status.indicator);
    text = status.status.description;
  }
  return (
    <>
      <Menu.Separator className={styles.separator} />
      {/* A menu holds menu items only: the line is one that cannot be chosen, its text a live region. */}
      <Menu.Item disabled className={styles.status} data-testid="service-status" data-tone={tone}>
        <span className={`${styles.statusMark} ${styles[tone]}`} aria-hidden="true" />
        <span role="status">{text}</span>
      </Menu.Item>
    </>
  );
}

// ----- Changelog -----

const isAbsolute = (url: string) => /^https?:\/\//i.test(url);

export function ChangelogMenu({ trigger }: { trigger: MountedTrigger }) {
  const changelog = useChangelog();
  const entries = changelog.status === 'ready' ? changelog.feed.entries : [];
  const feed = changelog.status === 'ready' ? changelog.feed : null;
  return (
    <Dropdown
      trigger={trigger}
      label="Changelog"
      onOpenChange={(open) => {
        if (!open) void markChangelogViewed();
      }}
    >
      <Menu.Label className={styles.label}>What's new</Menu.Label>
      {changelog.status === 'error' ? (
        <p className={styles.note}>The changelog could not be loaded.</p>
      ) : null}
      {changelog.status === 'ready' && entries.length === 0 ? (
        <p className={styles.note}>Nothing yet.</p>
      ) : null}
      {entries.map((entry) => {
        // Marked while the menu is open; closing it stores the view and clears the marks.
        const fresh = feed?.unread && (feed.viewed_at === null || entry.created_at > feed.viewed_at);
        const content = (
          <>
            <span className={styles.entryTitle}>
              <TruncatedName name={entry.title} />
              {fresh ? <span className={styles.newBadge}>New</span> : null}
            </span>
            <time className={styles.entryDate} dateTime={entry.created_at}>
              {formatDate(entry.created_at, { style: 'date' })}
            </time>
          </>
        );
        return (
          <Menu.Item key={entry.uuid} asChild className={`${styles.item} ${styles.entry}`}>
            {isAbsolute(entry.url) ? (
              <a href={entry.url} target="_blank" rel="noopener noreferrer">
                {content}
                <ExternalLink {...iconProps} />
                <span className={styles.hidden}>(opens in a new tab)</span>
              </a>
            ) : (
              <Link to={entry.url}>{content}</Link>
            )}
          </Menu.Item>
        );
      })}
      <Menu.Separator className={styles.separator} />
      <LinkItem to="/changelog">All changes</LinkItem>
    </Dropdown>
  );
}

// ----- User -----

const THEMES: { value: ThemePreference; label: string; icon: ReactNode }[] = [
  { value: 'system', label: 'System', icon: <Monitor {...iconProps} /> },
  { value: 'light', label: 'Light', icon: <Sun {...iconProps} /> },
  { value: 'dark', label: 'Dark', icon: <Moon {...iconProps} /> },
];

export function UserMenu({ trigger, user }: { trigger: MountedTrigger; user: CurrentUser }) {
  const theme = useThemePreference();
  return (
    <Dropdown trigger={trigger} label="Account">
      <div className={styles.identity}>
        <TruncatedName name={user.name} />
        <span className={styles.email}>{user.email}</span>
      </div>
      <Menu.Separator className={styles.separator} />
      <LinkItem to="/you/settings/profile" icon={<User {...iconProps} />}>
        Profile
      </LinkItem>
      <LinkItem to="/you/settings/email-notifications" icon={<Bell {...iconProps} />}>
        Notifications
      </LinkItem>
      <LinkItem to="/you/settings/applications" icon={<AppWindow {...iconProps} />}>
        Applications
      </LinkItem>
      <LinkItem to="/you/settings/tokens" icon={<KeyRound {...iconProps} />}>
        Access tokens
      </LinkItem>
      {user.staff ? (
        <LinkItem to="/admin" icon={<Shield {...iconProps} />}>
          Admin
        </LinkItem>
      ) : null}
      <Menu.Separator className={styles.separator} />
      <Menu.Label className={styles.label} id="theme-label">
        Theme
      </Menu.Label>
      <Menu.RadioGroup
        value={theme}
        onValueChange={(value) => setThemePreference(value as ThemePreference)}
        aria-labelledby="theme-label"
      >
        {THEMES.map((option) => (
          <Menu.RadioItem
            key={option.value}
            value={option.value}
            className={styles.item}
            // Choosing a theme keeps the menu open, so the change can be seen and undone at once.
            onSelect={(event) => event.preventDefault()}
          >
            {option.icon}
            {option.label}
            <Menu.ItemIndicator className={styles.indicator}>
              <Check size={16} aria-hidden="true" />
            </Menu.ItemIndicator>
          </Menu.RadioItem>
        ))}
      </Menu.RadioGroup>
      <Menu.Separator className={styles.separator} />
      <Menu.Item
        className={styles.item}
        // Signing out is answered by the server: a full page load, never an in-app navigation.
        onSelect={() => window.location.assign('/sign-out')}
      >
        <LogOut {...iconProps} />
        Sign out
      </Menu.Item>
    </Dropdown>
  );
}

// ----- Switchers -----

const ORGANISATION_ENTRIES = [
  ['members', 'People'],
  ['teams', 'Teams'],
  ['api', 'API tokens'],
  ['usage', 'Usage'],
  ['billing', 'Billing'],
  ['integrations', 'Integrations'],
  ['settings', 'Settings'],
] as const;

const FIRST_TEAM = /* GraphQL */ `
  query ChromeFirstTeam($orgId: ID!) {
    organisation(orgId: $orgId) { teams(first: 1) { edges { node { slug } } } }
  }
`;

export function OrganisationSwitcher({
  trigger,
  user,
  current,
}: {
  trigger: MountedTrigger;
  user: CurrentUser;
  current: ScopeOrganisation | null;
}) {
  const navigate = useNavigate();
  const choose = async (slug: string) => {
    const membership = user.memberships.find((m) => m.organisation.slug === slug);
    if (!membership) return;
    // Administrators land on the organisation's teams; others on the first team they reach.
    if (membership.role === 'admin') {
      await navigate({ to: '/organisations/$orgId/teams', params: { orgId: slug } });
      return;
    }
    const data = await graphqlRequest<{ organisation: { teams: { edges: { node: { slug: string } }[] } } }>(
      FIRST_TEAM,
      { orgId: slug },
    ).catch(() => null);
    const team = data?.organisation.teams.edges[0]?.node.slug;
    await navigate(
      team
        ? { to: '/teams/$teamId/sites', params: { teamId: team } }
        : { to: '/setup/$orgId', params: { orgId: slug } },
    );
  };
  return (
    <Dropdown trigger={trigger} label="Organisations" align="start">
      <Menu.Label className={styles.label}>Organisations</Menu.Label>
      <Menu.RadioGroup value={current?.slug ?? ''} onValueChange={(slug) => void choose(slug)}>
        {user.memberships.map(({ organisation }) => (
          <Menu.RadioItem key={organisation.slug} value={organisation.slug} className={styles.item}>
            <TruncatedName name={organisation.name} />
            <Menu.ItemIndicator className={styles.indicator}>
              <Check size={16} aria-hidden="true" />
            </Menu.ItemIndicator>
          </Menu.RadioItem>
        ))}
      </Menu.RadioGroup>
      {current?.permissions.updateOrganisations ? (
        <>
          <Menu.Separator className={styles.separator} />
          <Menu.Label className={styles.label}>
            <TruncatedName name={current.name} />
          </Menu.Label>
          {ORGANISATION_ENTRIES.map(([path, label]) => (
            <LinkItem key={path} to={`/organisations/${encodeURIComponent(current.slug)}/${path}`}>
              {label}
            </LinkItem>
          ))}
        </>
      ) : null}
      <Menu.Separator className={styles.separator} />
      <LinkItem to="/setup">New organisation</LinkItem>
    </Dropdown>
  );
}

function SwitcherItems({
  items,
  current,
  hrefOf,
}: {
  items: Named[];
  current: Named;
  hrefOf: (item: Named) => string;
}) {
  const navigate = useNavigate();
  return (
    <Menu.RadioGroup
      value={current.slug}
      onValueChange={(slug) => {
        const item = items.find((candidate) => candidate.slug === slug);
        if (item) void navigate({ to: hrefOf(item) });
      }}
    >
      {items.map((item) => (
        <Menu.RadioItem key={item.slug} value={item.slug} className={styles.item}>
          <TruncatedName name={item.name} />
          <Menu.ItemIndicator className={styles.indicator}>
            <Check size={16} aria-hidden="true" />
          </Menu.ItemIndicator>
        </Menu.RadioItem>
      ))}
    </Menu.RadioGroup>
  );
}

export function TeamSwitcher({
  trigger,
  organisation,
  current,
}: {
  trigger: MountedTrigger;
  organisation: ScopeOrganisation;
  current: ScopeTeam;
}) {
  const teams = organisation.teams.some((team) => team.slug === current.slug)
    ? organisation.teams
    : [current, ...organisation.teams];
  return (
    <Dropdown trigger={trigger} label="Teams" align="start">
      <Menu.Label className={styles.label}>Teams</Menu.Label>
      <SwitcherItems
        items={teams}
        current={current}
        hrefOf={(team) => `/teams/${encodeURIComponent(team.slug)}/sites`}
      />
    </Dropdown>
  );
}

export function SiteSwitcher({
  trigger,
  team,
  current,
}: {
  trigger: MountedTrigger;
  team: ScopeTeam;
  current: Named;
}) {
  const sites = team.sites.some((site) => site.slug === current.slug) ? team.sites : [current, ...team.sites];
  return (
    <Dropdown trigger={trigger} label="Sites" align="start">
      <Menu.Label className={styles.label}>Sites</Menu.Label>
      <SwitcherItems
        items={sites}
        current={current}
        hrefOf={(site) => `/teams/${encodeURIComponent(team.slug)}/${encodeURIComponent(site.slug)}`}
      />
      <Menu.Separator className={styles.separator} />
      <LinkItem to={`/teams/${encodeURIComponent(team.slug)}/sites`}>
        {team.moreSites ? 'All sites…' : 'Site list'}
      </LinkItem>
    </Dropdown>
  );
}
