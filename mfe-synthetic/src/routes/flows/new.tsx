// /…/flows/new: the user flow form, empty (components/FlowForm.tsx).
import { FlowForm } from '../../components/FlowForm';

export default function NewFlow() {
  return <FlowForm edits={null} />;
}
