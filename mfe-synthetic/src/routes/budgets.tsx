import { AppLink, pathTo, useRemote } from '@pace/mfe-kit';
import { Button, Card, PageHeader, Skeleton } from '@pace/ui';
import { ListTable } from '@pace/ui/lists';
import { useQuery } from 'urql';
import { BudgetStatus, budgetTitle, ErrorNotice, useSite } from '../components/common';
import styles from '../components/synthetic.module.css';
import { BUDGETS } from '../graphql/synthetic';

export default function Budgets() {
  const props = useRemote();
  const { teamId, siteId } = useSite();
  const [{ data, fetching, error }] = useQuery({
    query: BUDGETS,
    requestPolicy: 'cache-and-network',
    variables: { teamId, siteId },
  });
  const canEdit = props.permissions.updateSites && !props.readOnly;
  const budgets = data?.budgets ?? [];
  return (
    <div className={styles.stack}>
      <PageHeader
        title="Budgets"
        titleTestId="screen-title"
        actions={
          canEdit ? (
            <Button
              variant="primary"
              onClick={() => props.navigate(pathTo('budgets/new', { teamId, siteId }))}
              data-testid="new-budget"
            >
              New budget
            </Button>
          ) : null
        }
      />
      <ErrorNotice error={error} />
      <Card>
        {fetching && !data ? (
          <Skeleton height={120} label="Loading budgets" />
        ) : (
          <ListTable
            testId="budgets"
            columns={['Budget', 'Pages', 'Profiles', 'State']}
            count={budgets.length}
            empty="No budgets yet."
          >
            {budgets.map((budget) => (
              <tr key={budget.uuid}>
                <td>
                  <AppLink
                    href={pathTo('budgets/$uuid', { teamId, siteId, uuid: budget.uuid })}
                    data-testid="budget-link"
                  >
                    {budgetTitle(budget)}
                  </AppLink>
                </td>
                <td>
                  {budget.flowStep
                    ? `User flow ${budget.flowStep.flow.name} › ${budget.flowStep.stepName}`
                    : budget.pages.length
                      ? budget.pages.map((page) => page.name).join(', ')
                      : 'All pages'}
                </td>
                <td>
                  {budget.profiles.length ? budget.profiles.map((p) => p.name).join(', ') : 'All profiles'}
                </td>
                <td>
                  <BudgetStatus state={budget.state} />
                </td>
              </tr>
            ))}
          </ListTable>
        )}
      </Card>
    </div>
  );
}
