import { Badge, Skeleton } from '@pace/ui';
import { formatDate, formatNumber } from '@pace/ui/format';
import { Link } from '@tanstack/react-router';
import styles from './AdminPage.module.css';
import { Pager, useSearchedPages } from './Pager';
import { ADMIN_ORGANISATIONS } from './queries';
import { SearchField } from './SearchField';
import { useStaffList } from './useStaffList';

/** The subscription's state as people read it (spec section 4); none: no subscription yet. */
const STATE_LABEL: Record<string, string> = {
  trialing: 'Trial',
  active: 'Active',
  past_due: 'Past due',
  paused: 'Paused',
  canceled: 'Cancelled',
  trial_canceled: 'Trial cancelled',
  trial_expired: 'Trial expired',
};

export function OrganisationsList() {
  const { query, onSearch, pages } = useSearchedPages();
  const list = useStaffList(ADMIN_ORGANISATIONS, query, pages.cursor);
  return (
    <section className={styles.list} aria-label="Organisations">
      <SearchField label="Search organisations by name or slug" onSearch={onSearch} />
      {list.status === 'loading' ? (
        <Skeleton lines={5} label="Loading organisations" />
      ) : list.status === 'error' ? (
        <p role="alert">{list.message}</p>
      ) : (
        <>
          <table className={styles.table} data-testid="admin-organisations">
            <thead>
              <tr>
                <th scope="col">Organisation</th>
                <th scope="col">Plan</th>
                <th scope="col">State</th>
                <th scope="col" className={styles.number}>
                  People
                </th>
                <th scope="col" className={styles.number}>
                  Tests this month
                </th>
                <th scope="col">Created</th>
              </tr>
            </thead>
            <tbody>
              {list.data.adminOrganisations.edges.map(({ node }) => (
                <tr key={node.id}>
                  <td>
                    <Link to="/organisations/$orgId/teams" params={{ orgId: node.slug }}>
                      {node.name}
                    </Link>
                    <div className={styles.muted}>{node.slug}</div>
                  </td>
                  <td>{node.plan ? node.plan[0]?.toUpperCase() + node.plan.slice(1) : '—'}</td>
                  <td>
                    <Badge tone={node.isActive ? 'success' : 'neutral'}>
                      {node.state ? (STATE_LABEL[node.state] ?? node.state) : 'No subscription'}
                    </Badge>
                  </td>
                  <td className={styles.number}>{formatNumber(node.people)}</td>
                  <td className={styles.number}>{formatNumber(node.testsThisMonth)}</td>
                  <td>{formatDate(node.createdAt, { style: 'longDate' })}</td>
                </tr>
              ))}
            </tbody>
          </table>
          {list.data.adminOrganisations.edges.length === 0 ? <p>No organisation matches.</p> : null}
          <Pager
            pages={pages}
            what="organisations"
            total={list.data.adminOrganisations.totalCount}
            shown={list.data.adminOrganisations.edges.length}
            endCursor={list.data.adminOrganisations.pageInfo.endCursor ?? null}
            hasNextPage={list.data.adminOrganisations.pageInfo.hasNextPage}
          />
        </>
      )}
    </section>
  );
}
