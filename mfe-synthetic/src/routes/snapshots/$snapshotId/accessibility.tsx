// /…/snapshots/$snapshotId/accessibility: the snapshot screen on its accessibility tab (../$snapshotId.tsx).
import { Snapshot } from '../$snapshotId';

export default function SnapshotAccessibility() {
  return <Snapshot tab="accessibility" />;
}
