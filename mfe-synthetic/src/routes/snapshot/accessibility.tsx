// /…/snapshots/$snapshotId/accessibility: the snapshot screen on its accessibility tab (routes/snapshot.tsx).
export { Snapshot as SnapshotAccessibility } from '../snapshot';
