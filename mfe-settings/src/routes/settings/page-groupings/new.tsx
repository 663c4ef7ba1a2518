// Screen settings/page-groupings/new: a new page grouping (components/PageGroupings.tsx holds the screens it shares parts with).
export { NewPageGrouping } from '../../../components/PageGroupings';
