// /…/snapshots/$snapshotId/performance: the snapshot screen on its performance tab (../$snapshotId.tsx).
import { Snapshot } from '../$snapshotId';

export default function SnapshotPerformance() {
  return <Snapshot tab="performance" />;
}
