// Screen settings/pages: the site's pages (components/SitePages.tsx holds the screens it shares parts with).
export { SitePages } from '../../components/SitePages';
