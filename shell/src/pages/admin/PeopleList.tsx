import { Badge, Skeleton } from '@pace/ui';
import { formatDate } from '@pace/ui/format';
import { Link } from '@tanstack/react-router';
import styles from './AdminPage.module.css';
import { Pager, useSearchedPages } from './Pager';
import { ADMIN_USERS } from './queries';
import { SearchField } from './SearchField';
import { useStaffList } from './useStaffList';

const ROLE = { admin: 'Administrator', member: 'User', viewer: 'Viewer' } as const;
const ROLE_TONE = { admin: 'error', member: 'success', viewer: 'neutral' } as const;

export function PeopleList() {
  const { query, onSearch, pages } = useSearchedPages();
  const list = useStaffList(ADMIN_USERS, query, pages.cursor);
  return (
    <section className={styles.list} aria-label="People">
      <SearchField label="Search people by name or email" onSearch={onSearch} />
      {list.status === 'loading' ? (
        <Skeleton lines={5} label="Loading people" />
      ) : list.status === 'error' ? (
        <p role="alert">{list.message}</p>
      ) : (
        <>
          <table className={styles.table} data-testid="admin-people">
            <thead>
              <tr>
                <th scope="col">Person</th>
                <th scope="col">Organisations</th>
                <th scope="col">Last seen</th>
                <th scope="col">Signed up</th>
              </tr>
            </thead>
            <tbody>
              {list.data.adminUsers.edges.map(({ node }) => (
                <tr key={node.uuid}>
                  <td>
                    {node.name} {node.staff ? <Badge>Staff</Badge> : null}
                    <div className={styles.muted}>
                      <a href={`mailto:${node.email}`}>{node.email}</a>
                      {node.emailVerified ? '' : ' (not verified)'}
                    </div>
                  </td>
                  <td>
                    <ul className={styles.memberships}>
                      {node.organisations.map(({ role, organisation }) => (
                        <li key={organisation.id}>
                          <Link to="/organisations/$orgId/teams" params={{ orgId: organisation.slug }}>
                            {organisation.name}
                          </Link>{' '}
                          <Badge tone={ROLE_TONE[role]}>{ROLE[role]}</Badge>
                        </li>
                      ))}
                    </ul>
                  </td>
                  <td>{node.lastSeenAt ? formatDate(node.lastSeenAt, { style: 'longDate' }) : 'Never'}</td>
                  <td>{formatDate(node.createdAt, { style: 'longDate' })}</td>
                </tr>
              ))}
            </tbody>
          </table>
          {list.data.adminUsers.edges.length === 0 ? <p>No one matches.</p> : null}
          <Pager
            pages={pages}
            what="people"
            total={list.data.adminUsers.totalCount}
            shown={list.data.adminUsers.edges.length}
            endCursor={list.data.adminUsers.pageInfo.endCursor ?? null}
            hasNextPage={list.data.adminUsers.pageInfo.hasNextPage}
          />
        </>
      )}
    </section>
  );
}
