// Screen settings/page-groupings/edit: a page grouping (components/PageGroupings.tsx holds the screens it shares parts with).
export { EditPageGrouping } from '../../../components/PageGroupings';
