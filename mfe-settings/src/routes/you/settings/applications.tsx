import { AppLink, pathTo } from '@pace/mfe-kit';
import { Badge } from '@pace/ui';
import { useQuery } from 'urql';
import { LoadError, Loading, ScreenFrame } from '../../../components/Screen';
import { UserNav } from '../../../components/SectionNav';
import table from '../../../components/Table.module.css';
import { CURRENT_USER } from '../../../graphql/user';

export default function Applications() {
  const [{ data, fetching, error }] = useQuery({ query: CURRENT_USER });
  const user = data?.currentUser;
  return (
    <ScreenFrame
      title="Authorised applications"
      description="Applications you have allowed to sign you in or to act for you."
      nav={<UserNav current={pathTo('you/settings/applications')} />}
    >
      {!data && fetching ? <Loading lines={3} /> : null}
      {!data && !fetching ? <LoadError error={error} /> : null}
      {data && !user ? <LoadError error={undefined} notFound="You are not signed in" /> : null}
      {user ? (
        <div className={table.wrap}>
          <table className={table.table} data-testid="applications-table">
            <thead>
              <tr>
                <th scope="col">Application</th>
                <th scope="col">Access</th>
                <th scope="col">Status</th>
              </tr>
            </thead>
            <tbody>
              {user.googleConnected ? (
                <tr data-testid="application-row">
                  <td className={table.primary}>Google sign-in</td>
                  <td className={table.muted}>
                    Signs you in with your Google account (name and email address)
                  </td>
                  <td>
                    <Badge tone="success">Connected</Badge>
                  </td>
                </tr>
              ) : (
                <tr>
                  <td className={table.empty} colSpan={3}>
                    No applications yet. You can connect Google sign-in from your{' '}
                    <AppLink href={pathTo('you/settings/profile')}>profile</AppLink>. For scripts and the
                    command-line export, use a{' '}
                    <AppLink href={pathTo('you/settings/tokens')}>personal access token</AppLink>.
                  </td>
                </tr>
              )}
            </tbody>
          </table>
        </div>
      ) : null}
    </ScreenFrame>
  );
}
