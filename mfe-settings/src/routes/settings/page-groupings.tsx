// Screen settings/page-groupings: the site's page groupings (components/PageGroupings.tsx holds the screens it shares parts with).
export { PageGroupings } from '../../components/PageGroupings';
