// Screen settings/page-groupings/edit: a page grouping (components/PageGroupings.tsx holds the screens it shares parts with).
import { EditPageGrouping } from '../../../../components/PageGroupings';

export default function EditPageGroupingScreen() {
  return <EditPageGrouping />;
}
