// The share report's overview: the test screen (../../../snapshots/$snapshotId/tests/$testId.tsx), read-only.
import Test from '../../../snapshots/$snapshotId/tests/$testId';

export default function ReportOverview() {
  return <Test />;
}
