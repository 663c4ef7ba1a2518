// /…/flows/$uuid/edit: the user flow form with its steps (components/FlowForm.tsx).
import { FlowForm } from '../../../components/FlowForm';

export default function EditFlow() {
  return <FlowForm />;
}
