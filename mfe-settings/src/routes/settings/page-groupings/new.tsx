// Screen settings/page-groupings/new: a new page grouping (components/PageGroupings.tsx holds the screens it shares parts with).
import { NewPageGrouping } from '../../../components/PageGroupings';

export default function NewPageGroupingScreen() {
  return <NewPageGrouping />;
}
