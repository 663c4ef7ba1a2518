// User flows (issue 22): the site's flows with their steps and latest run; members add, run and delete
// them. Each flow's screen charts its steps.
import { pathTo, useRemote } from '@pace/mfe-kit';
import { Button, Card, PageHeader, Skeleton } from '@pace/ui';
import { ListTable } from '@pace/ui/lists';
import { useMutation, useQuery } from 'urql';
import { DeleteCell, errorMessage, RunStatus, useSite, when } from '../components/common';
import styles from '../components/synthetic.module.css';
import { DELETE_FLOW, FLOWS } from '../graphql/flows';

export default function Flows() {
  const props = useRemote();
  const { teamId, siteId } = useSite();
  const [{ data, fetching, error }, refetch] = useQuery({
    query: FLOWS,
    requestPolicy: 'cache-and-network',
    variables: { teamId, siteId },
  });
  const [, deleteFlow] = useMutation(DELETE_FLOW);
  const canEdit = props.permissions.updateSites && !props.readOnly;
  const flows = data?.flows ?? [];
  return (
    <div className={styles.stack}>
      <PageHeader
        title="User flows"
        titleTestId="screen-title"
        description="Journeys of several steps (open, click, type, wait, submit), audited with Lighthouse's user flows in every snapshot; each measured step's metrics are kept over time."
        actions={
          canEdit ? (
            <Button
              variant="primary"
              onClick={() => props.navigate(pathTo('flows/new', { teamId, siteId }))}
              data-testid="new-flow"
            >
              New flow
            </Button>
          ) : null
        }
      />
      <Card>
        {error ? (
          <p className={styles.error} role="alert">
            {errorMessage(error)}
          </p>
        ) : fetching && !data ? (
          <Skeleton height={120} label="Loading user flows" />
        ) : (
          <ListTable
            testId="flows"
            columns={[
              'Name',
              { label: 'Steps', className: styles.num },
              { label: 'Measured', className: styles.num },
              'Latest run',
              'When',
            ]}
            actions={canEdit}
            count={flows.length}
            empty="No user flows yet."
          >
            {flows.map((flow) => {
              const latest = flow.runs[0];
              return (
                <tr key={flow.uuid}>
                  <td>
                    <a
                      className={styles.link}
                      href={pathTo('flows/$uuid', { teamId, siteId, uuid: flow.uuid })}
                      onClick={(event) => {
                        event.preventDefault();
                        props.navigate(pathTo('flows/$uuid', { teamId, siteId, uuid: flow.uuid }));
                      }}
                    >
                      {flow.name}
                    </a>
                  </td>
                  <td className={styles.num}>{flow.steps.length}</td>
                  <td className={styles.num}>{flow.steps.filter((step) => step.mode).length}</td>
                  <td>
                    {latest ? (
                      <RunStatus status={latest.status} />
                    ) : (
                      <span className={styles.muted}>Not run yet</span>
                    )}
                  </td>
                  <td>{when(latest?.finishedAt ?? latest?.createdAt)}</td>
                  {canEdit ? (
                    <DeleteCell
                      name={flow.name}
                      remove={() => deleteFlow({ teamId, siteId, uuid: flow.uuid })}
                      flash={props.flash}
                      onDeleted={() => refetch({ requestPolicy: 'network-only' })}
                    />
                  ) : null}
                </tr>
              );
            })}
          </ListTable>
        )}
      </Card>
    </div>
  );
}
