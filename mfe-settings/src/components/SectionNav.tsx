import { AppLink } from '@pace/mfe-kit';
import { paths } from './paths';
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
        { href: paths.people(orgId), label: 'People' },
        { href: paths.teams(orgId), label: 'Teams' },
        { href: paths.apiTokens(orgId), label: 'API tokens' },
        { href: paths.usage(orgId), label: 'Usage' },
        { href: paths.billing(orgId), label: 'Billing' },
        { href: paths.integrations(orgId), label: 'Integrations' },
        { href: paths.organisationSso(orgId), label: 'Single sign-on' },
        { href: paths.organisationSettings(orgId), label: 'Settings' },
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
        { href: paths.profile(), label: 'Profile' },
        { href: paths.emailNotifications(), label: 'Email notifications' },
        { href: paths.applications(), label: 'Authorised applications' },
        { href: paths.personalTokens(), label: 'Personal access tokens' },
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
        { href: paths.teamSites(teamId), label: 'Sites' },
        { href: paths.teamMembers(teamId), label: 'Team members' },
      ]}
    />
  );
}
