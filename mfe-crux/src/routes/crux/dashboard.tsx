// CrUX dashboard: the origin's Core Web Vitals assessment, then each of the six metrics with its p75,
// distribution and trend.
import { AppLink, useRemote } from '@pace/mfe-kit';
import { useQuery } from 'urql';
import { CruxScreen } from '../../components/CruxScreen';
import styles from '../../components/crux.module.css';
import { MetricCard } from '../../components/MetricCard';
import { AssessmentBadge } from '../../components/Rating';
import { CardsSkeleton, EmptyState, LoadFailed, ShareReportNote } from '../../components/States';
import { useCruxRoute } from '../../components/useCruxRoute';
import { SUMMARY_QUERY } from '../../graphql/crux';

export default function Dashboard() {
  const props = useRemote();
  const crux = useCruxRoute();
  const [{ data, error, fetching }] = useQuery({
    query: SUMMARY_QUERY,
    variables: { teamId: crux.teamId, siteId: crux.siteId, formFactor: crux.formFactor },
    pause: !crux.inSite,
  });
  const summary = data?.cruxSummary;
  return (
    <CruxScreen
      title="CrUX dashboard"
      formFactor={crux.formFactor}
      onFormFactor={crux.setFormFactor}
      period={summary?.period}
    >
      {!crux.inSite ? (
        <ShareReportNote />
      ) : error ? (
        <LoadFailed error={error} />
      ) : fetching || !summary ? (
        <CardsSkeleton count={6} />
      ) : !summary.hasData ? (
        <EmptyState
          teamId={crux.teamId}
          siteId={crux.siteId}
          canCollect={props.permissions.updateSites && !props.readOnly}
          status={summary.status}
        />
      ) : (
        <>
          {summary.sampleData ? (
            <p className={styles.sampleNote} role="note">
              <strong>Sample data.</strong> Chrome has no field data for the demo website: these figures come
              from Pace's recorded CrUX fixtures, to show what the dashboard looks like.
            </p>
          ) : null}
          <section className={styles.assessmentRow} aria-label="Core Web Vitals assessment">
            <span className={styles.muted}>Core Web Vitals assessment of {summary.target}</span>
            <AssessmentBadge assessment={summary.assessment} />
            <AppLink className={styles.pushRight} href={crux.paths.pages}>
              Pages
            </AppLink>
          </section>
          {summary.status === 'no_data' ? (
            <p className={styles.muted}>The origin has no data for this device type in the latest period.</p>
          ) : null}
          <div className={styles.grid}>
            {summary.metrics.map((metric) => (
              <MetricCard key={metric.metric} summary={metric} href={crux.paths.metric(metric.metric)} />
            ))}
          </div>
        </>
      )}
    </CruxScreen>
  );
}
