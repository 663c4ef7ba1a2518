// A GitHub integration's check runs (spec section 4): each pull request's check as GitHub shows it, its
// state or outcome and the summary posted with it (the metrics against the main branch and the budgets).
import { Badge, type BadgeTone } from '@pace/ui';
import { useQuery } from 'urql';
import { INTEGRATION_CHECK_RUNS } from '../../graphql/integrations';
import { formatDateTime } from '../format';
import table from '../Table.module.css';
import styles from './Integrations.module.css';

/** GitHub's conclusions, in the words and tones of the delivery log. */
const CONCLUSIONS: Record<string, { label: string; tone: BadgeTone }> = {
  success: { label: 'Success', tone: 'success' },
  failure: { label: 'Failure', tone: 'error' },
  neutral: { label: 'Neutral', tone: 'neutral' },
  cancelled: { label: 'Cancelled', tone: 'neutral' },
  skipped: { label: 'Skipped', tone: 'neutral' },
};

interface CheckRunsProps {
  provider: string;
  teamId: string;
  siteId: string;
  uuid: string;
}

/** The section of the integration's edit screen; only the code host (github) has checks. */
export function CheckRuns({ provider, teamId, siteId, uuid }: CheckRunsProps) {
  const [{ data }] = useQuery({
    query: INTEGRATION_CHECK_RUNS,
    variables: { teamId, siteId, uuid },
    requestPolicy: 'cache-and-network',
    pause: provider !== 'github',
  });
  if (provider !== 'github') return null;
  const runs = data?.integration?.checkRuns ?? [];
  return (
    <section className={styles.section} aria-labelledby="check-runs">
      <h2 id="check-runs" className={styles.sectionTitle}>
        Pull request checks
      </h2>
      {runs.length === 0 ? (
        <p className={table.muted}>No pull request has been checked yet.</p>
      ) : (
        <div className={table.wrap}>
          <table className={table.table} data-testid="check-runs">
            <caption className={table.visuallyHidden}>Pull request checks</caption>
            <thead>
              <tr>
                <th scope="col">Pull request</th>
                <th scope="col">Check</th>
                <th scope="col">Summary</th>
                <th scope="col">Updated</th>
              </tr>
            </thead>
            <tbody>
              {runs.map((run) => {
                const conclusion = run.conclusion ? CONCLUSIONS[run.conclusion] : undefined;
                return (
                  <tr key={run.uuid} data-testid="check-run-row" data-state={run.state}>
                    <td className={table.primary}>
                      {run.repository} #{run.pullNumber}{' '}
                      <span className={table.mono}>{run.headSha.slice(0, 7)}</span>
                    </td>
                    <td>
                      {conclusion ? <Badge tone={conclusion.tone}>{conclusion.label}</Badge> : null}{' '}
                      {run.title}
                    </td>
                    <td>
                      <pre className={styles.summary} data-testid="check-run-summary">
                        {run.summary}
                      </pre>
                    </td>
                    <td className={table.muted}>{formatDateTime(run.updatedAt)}</td>
                  </tr>
                );
              })}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}
