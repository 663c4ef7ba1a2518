import { AppLink, pathTo, useRemote } from '@pace/mfe-kit';
import { Card, PageHeader, Skeleton } from '@pace/ui';
import { CategoryAudits } from '../../../../../components/CategoryAudits';
import { ErrorNotice } from '../../../../../components/common';
import { useReportTest } from '../../../../../components/reportTest';
import styles from '../../../../../components/synthetic.module.css';

export default function ReportLighthouseCategory() {
  const props = useRemote();
  const { test, fetching, error, report } = useReportTest();
  const id = props.route.params.category ?? '';
  const category = test?.categories.find((candidate) => candidate.id === id);
  return (
    <div className={styles.stack}>
      <PageHeader
        title={category?.title ?? 'Lighthouse category'}
        titleTestId="screen-title"
        description={
          <AppLink href={pathTo('tests/$uuid/$shareToken/lighthouse', report)}>All categories</AppLink>
        }
      />
      <ErrorNotice error={error} />
      {fetching && !test ? <Skeleton height={200} label="Loading the audits" /> : null}
      {test && !category ? <p className={styles.muted}>This test has no {id} category.</p> : null}
      {category ? (
        <Card>
          <CategoryAudits category={category} />
        </Card>
      ) : null}
    </div>
  );
}
