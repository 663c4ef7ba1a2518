// /…/snapshots/$snapshotId/third-parties: the snapshot screen on its third parties tab (../$snapshotId.tsx).
import { Snapshot } from '../$snapshotId';

export default function SnapshotThirdParties() {
  return <Snapshot tab="third-parties" />;
}
