// /…/flows/$uuid/edit: the user flow form with its steps (components/FlowForm.tsx).
import { useRouteParams } from '@pace/mfe-kit';
import { FlowForm } from '../../../components/FlowForm';

export default function EditFlow() {
  const { uuid } = useRouteParams('flows/$uuid/edit');
  return <FlowForm edits={uuid} />;
}
