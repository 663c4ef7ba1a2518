import { useRemote } from '@pace/mfe-kit';
import { Card, PageHeader, Skeleton } from '@pace/ui';
import { ErrorNotice } from '../../../../components/common';
import { useReportTest } from '../../../../components/reportTest';
import styles from '../../../../components/synthetic.module.css';
import { ThirdPartyTable } from '../../../../components/ThirdPartyTable';

export default function ReportThirdParties() {
  const _props = useRemote();
  const { test, fetching, error } = useReportTest();
  return (
    <div className={styles.stack}>
      <PageHeader
        title="Third parties"
        titleTestId="screen-title"
        description="The other companies’ code the page loaded, by weight and main-thread time."
      />
      <ErrorNotice error={error} />
      {fetching && !test ? <Skeleton height={200} label="Loading third parties" /> : null}
      {test ? (
        <Card>
          <ThirdPartyTable parties={test.thirdParties} />
        </Card>
      ) : null}
    </div>
  );
}
