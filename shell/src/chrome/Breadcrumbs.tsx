import type { CurrentUser } from '@pace/mfe-kit';
import { Link } from '@tanstack/react-router';
import { ChevronsUpDown } from 'lucide-react';
import styles from './Breadcrumbs.module.css';
import { LazyMenu } from './LazyMenu';
import type { RouteScope } from './scope';
import { TruncatedName } from './TruncatedName';

const switcherIcon = <ChevronsUpDown size={14} aria-hidden="true" />;

/**
 * Where the current screen sits (spec section 2): organisation, team and site, each a link with a
 * switcher to its siblings. The organisation's name links to its pages only for those who manage it.
 */
export function Breadcrumbs({ scope, user }: { scope: RouteScope; user: CurrentUser }) {
  if (scope.status === 'loading') {
    return <div className={styles.loading} aria-hidden="true" data-testid="breadcrumbs-loading" />;
  }
  if (scope.status !== 'ready') {
    if (user.memberships.length === 0) return null;
    return (
      <nav aria-label="Breadcrumbs" className={styles.nav}>
        <ol className={styles.list}>
          <li className={styles.item}>
            <LazyMenu
              trigger={{
                // The visible word is the name (voice control users say what they see).
                label: 'Organisations',
                className: styles.switcherWide,
                testId: 'switch-organisation',
                content: <>Organisations {switcherIcon}</>,
              }}
              render={(menus, trigger) => (
                <menus.OrganisationSwitcher trigger={trigger} user={user} current={null} />
              )}
            />
          </li>
        </ol>
      </nav>
    );
  }
  const { organisation, team, site } = scope;
  return (
    <nav aria-label="Breadcrumbs" className={styles.nav}>
      <ol className={styles.list}>
        <li className={styles.item} data-testid="crumb-organisation">
          {organisation.permissions.updateOrganisations ? (
            <Link
              to="/organisations/$orgId/teams"
              params={{ orgId: organisation.slug }}
              className={styles.name}
            >
              <TruncatedName name={organisation.name} />
            </Link>
          ) : (
            <span className={styles.name}>
              <TruncatedName name={organisation.name} />
            </span>
          )}
          <LazyMenu
            trigger={{
              label: 'Switch organisation',
              className: styles.switcher,
              testId: 'switch-organisation',
              content: switcherIcon,
            }}
            render={(menus, trigger) => (
              <menus.OrganisationSwitcher trigger={trigger} user={user} current={organisation} />
            )}
          />
        </li>
        {team ? (
          <li className={styles.item} data-testid="crumb-team">
            <Link to="/teams/$teamId/sites" params={{ teamId: team.slug }} className={styles.name}>
              <TruncatedName name={team.name} />
            </Link>
            <LazyMenu
              trigger={{
                label: 'Switch team',
                className: styles.switcher,
                testId: 'switch-team',
                content: switcherIcon,
              }}
              render={(menus, trigger) => (
                <menus.TeamSwitcher trigger={trigger} organisation={organisation} current={team} />
              )}
            />
          </li>
        ) : null}
        {team && site ? (
          <li className={styles.item} data-testid="crumb-site">
            <Link
              to="/teams/$teamId/$siteId/pulse"
              params={{ teamId: team.slug, siteId: site.slug }}
              className={styles.name}
            >
              <TruncatedName name={site.name} />
            </Link>
            <LazyMenu
              trigger={{
                label: 'Switch site',
                className: styles.switcher,
                testId: 'switch-site',
                content: switcherIcon,
              }}
              render={(menus, trigger) => <menus.SiteSwitcher trigger={trigger} team={team} current={site} />}
            />
          </li>
        ) : null}
      </ol>
    </nav>
  );
}
