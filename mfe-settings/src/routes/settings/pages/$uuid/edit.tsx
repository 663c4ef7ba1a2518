// Screen settings/pages/edit: a page's name and path (components/SitePages.tsx holds the screens it shares parts with).
import { EditSitePage } from '../../../../components/SitePages';

export default function EditSitePageScreen() {
  return <EditSitePage />;
}
