// Screen settings/pages/new: a new page (components/SitePages.tsx holds the screens it shares parts with).
export { NewSitePage } from '../../../components/SitePages';
