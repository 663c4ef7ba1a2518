// Screen settings/pages/new: a new page (components/SitePages.tsx holds the screens it shares parts with).
import { NewSitePage } from '../../../components/SitePages';

export default function NewSitePageScreen() {
  return <NewSitePage />;
}
