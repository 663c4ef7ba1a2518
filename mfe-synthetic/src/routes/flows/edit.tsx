// /…/flows/$uuid/edit: the user flow form with its steps (components/FlowForm.tsx).
export { FlowForm as EditFlow } from '../../components/FlowForm';
