// Test profiles: how pages are tested (device, connection, headers, cookies, blocking).
import { AppLink, pathTo, type ResultOf, useRemote } from '@pace/mfe-kit';
import { Button, Card, PageHeader, Skeleton } from '@pace/ui';
import { ListTable } from '@pace/ui/lists';
import { useMutation, useQuery } from 'urql';
import { connectionKey, DeleteCell, ErrorNotice, useSite } from '../../components/common';
import styles from '../../components/synthetic.module.css';
import { DELETE_PROFILE, PROFILES } from '../../graphql/synthetic';

export default function Profiles() {
  const props = useRemote();
  const { teamId, siteId } = useSite();
  const [{ data, fetching, error }, refetch] = useQuery({
    query: PROFILES,
    requestPolicy: 'cache-and-network',
    variables: { teamId, siteId },
  });
  const [, remove] = useMutation(DELETE_PROFILE);
  const canEdit = props.permissions.updateSites && !props.readOnly;
  const profiles = data?.testProfiles ?? [];
  const label = (list: ResultOf<typeof PROFILES>['testProfileOptions']['devices'] | undefined, key: string) =>
    list?.find((option) => option.key === connectionKey(key))?.label ?? key;
  return (
    <div className={styles.stack}>
      <PageHeader
        title="Test profiles"
        titleTestId="screen-title"
        actions={
          canEdit ? (
            <Button
              variant="primary"
              onClick={() => props.navigate(pathTo('synthetic/profiles/new', { teamId, siteId }))}
              data-testid="new-profile"
            >
              New profile
            </Button>
          ) : null
        }
      />
      <ErrorNotice error={error} />
      <Card>
        {fetching && !data ? (
          <Skeleton height={120} label="Loading profiles" />
        ) : (
          <ListTable
            testId="profiles"
            columns={['Name', 'Device', 'Connection', 'Settings']}
            actions={canEdit}
            count={profiles.length}
            empty="No test profiles yet."
          >
            {profiles.map((profile) => (
              <tr key={profile.uuid}>
                <td>
                  {canEdit ? (
                    <AppLink
                      href={pathTo('synthetic/profiles/$uuid/edit', { teamId, siteId, uuid: profile.uuid })}
                    >
                      {profile.name}
                    </AppLink>
                  ) : (
                    profile.name
                  )}
                </td>
                <td>{label(data?.testProfileOptions.devices, profile.device)}</td>
                <td>{label(data?.testProfileOptions.connections, profile.connection)}</td>
                <td className={styles.muted}>
                  {[
                    profile.blockJavascript && 'JavaScript off',
                    profile.adBlocker && 'Ad blocker',
                    profile.headers.length && `${profile.headers.length} headers`,
                    profile.cookies.length && `${profile.cookies.length} cookies`,
                    profile.blockedHosts.length + profile.blockedThirdParties.length &&
                      `${profile.blockedHosts.length + profile.blockedThirdParties.length} blocked`,
                  ]
                    .filter(Boolean)
                    .join(' · ') || '—'}
                </td>
                {canEdit ? (
                  <DeleteCell
                    name={profile.name}
                    remove={() => remove({ teamId, siteId, uuid: profile.uuid })}
                    flash={props.flash}
                    onDeleted={() => refetch({ requestPolicy: 'network-only' })}
                  />
                ) : null}
              </tr>
            ))}
          </ListTable>
        )}
      </Card>
    </div>
  );
}
