// /…/snapshots/$snapshotId/seo: the snapshot screen on its SEO tab (../$snapshotId.tsx).
import { Snapshot } from '../$snapshotId';

export default function SnapshotSeo() {
  return <Snapshot tab="seo" />;
}
