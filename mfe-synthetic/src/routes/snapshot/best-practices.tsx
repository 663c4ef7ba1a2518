// /…/snapshots/$snapshotId/best-practices: the snapshot screen on its best practices tab (routes/snapshot.tsx).
export { Snapshot as SnapshotBestPractices } from '../snapshot';
