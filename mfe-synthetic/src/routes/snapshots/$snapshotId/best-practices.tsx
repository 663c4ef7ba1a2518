// /…/snapshots/$snapshotId/best-practices: the snapshot screen on its best practices tab (../$snapshotId.tsx).
import { Snapshot } from '../$snapshotId';

export default function SnapshotBestPractices() {
  return <Snapshot tab="best-practices" />;
}
