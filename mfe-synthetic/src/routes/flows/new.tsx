// /…/flows/new: the user flow form, empty (components/FlowForm.tsx).
export { FlowForm as NewFlow } from '../../components/FlowForm';
