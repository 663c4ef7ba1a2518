// Screen settings/page-groupings: the site's page groupings (components/PageGroupings.tsx holds the screens it shares parts with).
import { PageGroupings } from '../../components/PageGroupings';

export default function PageGroupingsScreen() {
  return <PageGroupings />;
}
