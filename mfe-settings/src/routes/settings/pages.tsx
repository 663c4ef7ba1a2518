// Screen settings/pages: the site's pages (components/SitePages.tsx holds the screens it shares parts with).
import { SitePages } from '../../components/SitePages';

export default function SitePagesScreen() {
  return <SitePages />;
}
