// /…/snapshots/$snapshotId/seo: the snapshot screen on its SEO tab (routes/snapshot.tsx).
export { Snapshot as SnapshotSeo } from '../snapshot';
