// /…/snapshots/$snapshotId/third-parties: the snapshot screen on its third parties tab (routes/snapshot.tsx).
export { Snapshot as SnapshotThirdParties } from '../snapshot';
