import { AppLink, pathTo, useRemote } from '@pace/mfe-kit';
import { Card, PageHeader, Skeleton } from '@pace/ui';
import { ErrorNotice, MetricFigure } from '../../../../components/common';
import { SCORE_KEYS, useReportTest } from '../../../../components/reportTest';
import styles from '../../../../components/synthetic.module.css';

export default function ReportLighthouse() {
  const _props = useRemote();
  const { test, fetching, error, report } = useReportTest();
  return (
    <div className={styles.stack}>
      <PageHeader
        title="Lighthouse report"
        titleTestId="screen-title"
        description="The score of each category."
      />
      <ErrorNotice error={error} />
      {fetching && !test ? <Skeleton height={200} label="Loading the Lighthouse report" /> : null}
      {test ? (
        <Card>
          {test.categories.length ? (
            <div className={styles.grid} data-testid="lighthouse-categories">
              {test.categories.map((category) => (
                <div key={category.id}>
                  <div className={styles.label}>
                    <AppLink
                      href={pathTo('tests/$uuid/$shareToken/lighthouse/$category', {
                        ...report,
                        category: category.id,
                      })}
                    >
                      {category.title}
                    </AppLink>
                  </div>
                  <div className={styles.figure}>
                    <MetricFigure metric={SCORE_KEYS[category.id] ?? category.id} value={category.score} />
                  </div>
                </div>
              ))}
            </div>
          ) : (
            <p className={styles.muted}>This test has no Lighthouse report.</p>
          )}
        </Card>
      ) : null}
    </div>
  );
}
