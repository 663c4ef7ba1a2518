// /…/snapshots/$snapshotId/performance: the snapshot screen on its performance tab (routes/snapshot.tsx).
export { Snapshot as SnapshotPerformance } from '../snapshot';
