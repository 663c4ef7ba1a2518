import { Link, useMatches } from '@tanstack/react-router';
import styles from './Breadcrumbs.module.css';

interface Crumb {
  label: string;
  to: string;
}

/**
 * Where the current screen sits: organisation, team, site. The ids stand in for names until the chrome
 * issue turns each crumb into a switcher fed by GraphQL.
 */
function crumbsFor(params: Readonly<Record<string, string>>): Crumb[] {
  const crumbs: Crumb[] = [];
  const { orgId, teamId, siteId } = params;
  if (orgId && orgId !== 'new')
    crumbs.push({ label: `Organisation ${orgId}`, to: `/organisations/${orgId}/teams` });
  if (teamId) crumbs.push({ label: `Team ${teamId}`, to: `/teams/${teamId}/sites` });
  if (teamId && siteId) crumbs.push({ label: `Site ${siteId}`, to: `/teams/${teamId}/${siteId}/pulse` });
  return crumbs;
}

export function Breadcrumbs() {
  const params = useMatches({
    select: (matches) => (matches.at(-1)?.params ?? {}) as Record<string, string>,
  });
  const crumbs = crumbsFor(params);
  return (
    <nav aria-label="Breadcrumbs">
      {crumbs.length > 0 ? (
        <ol className={styles.list}>
          {crumbs.map((crumb) => (
            <li key={crumb.to} className={styles.item}>
              <Link to={crumb.to}>{crumb.label}</Link>
            </li>
          ))}
        </ol>
      ) : null}
    </nav>
  );
}
