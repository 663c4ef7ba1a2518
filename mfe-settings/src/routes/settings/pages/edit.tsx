// Screen settings/pages/edit: a page's name and path (components/SitePages.tsx holds the screens it shares parts with).
export { EditSitePage } from '../../../components/SitePages';
