import { AppLink, pathTo } from '@pace/mfe-kit';
import styles from './SectionNav.module.css';

export interface SectionLink {
  href: string;
  label: string;
}

/** Tabs between the screens of one settings section; the current one is marked for screen readers too. */
export function SectionNav({
  label,
  links,
  current,
}: {
  label: string;
  links: SectionLink[];
  current: string;
}) {
  return (
    <nav className={styles.nav} aria-label={label}>
      <ul className={styles.list}>
        {links.map((link) => (
          <li key={link.href}>
            <AppLink
              href={link.href}
              className={styles.link}
              aria-current={link.href === current ? 'page' : undefined}
            >
              {link.label}
            </AppLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}

/**
 * The organisation's settings sections. Usage and billing belong to mfe-billing and integrations to
 * another issue: plain links through the shell's router.
 */
export function OrganisationNav({ orgId, current }: { orgId: string; current: string }) {
  return (
    <SectionNav
      label="Organisation settings"
      current={current}
      links={[
        { href: pathTo('organisations/$orgId/members', { orgId }), label: 'People' },
        { href: pathTo('organisations/$orgId/teams', { orgId }), label: 'Teams' },
        { href: pathTo('organisations/$orgId/api', { orgId }), label: 'API tokens' },
        { href: pathTo('organisations/$orgId/usage', { orgId }), label: 'Usage' },
        { href: pathTo('organisations/$orgId/billing', { orgId }), label: 'Billing' },
        { href: pathTo('organisations/$orgId/integrations', { orgId }), label: 'Integrations' },
        { href: pathTo('organisations/$orgId/sso', { orgId }), label: 'Single sign-on' },
        { href: pathTo('organisations/$orgId/settings', { orgId }), label: 'Settings' },
      ]}
    />
  );
}

export function UserNav({ current }: { current: string }) {
  return (
    <SectionNav
      label="Your settings"
      current={current}
      links={[
        { href: pathTo('you/settings/profile'), label: 'Profile' },
        { href: pathTo('you/settings/email-notifications'), label: 'Email notifications' },
        { href: pathTo('you/settings/applications'), label: 'Authorised applications' },
        { href: pathTo('you/settings/tokens'), label: 'Personal access tokens' },
      ]}
    />
  );
}

export function TeamNav({ teamId, current }: { teamId: string; current: string }) {
  return (
    <SectionNav
      label="Team"
      current={current}
      links={[
        { href: pathTo('teams/$teamId/sites', { teamId }), label: 'Sites' },
        { href: pathTo('teams/$teamId/team', { teamId }), label: 'Team members' },
      ]}
    />
  );
}
