// @pace/ui/forms: the parts every remote's forms stand on. A subpath of its own so the shell's
// `@pace/ui` import brings none of it; `sideEffects` lists only CSS, so unused parts drop out.
export type { ConfirmByTypingProps } from './ConfirmByTyping';
export { ConfirmByTyping } from './ConfirmByTyping';
export type { RequestError, ServerErrors } from './errors';
export { applyServerErrors, errorText, NETWORK_MESSAGE, serverErrors, splitErrors } from './errors';
export type { FieldProps, TextFieldProps } from './Form';
export {
  Choice,
  controlClass,
  Field,
  Fieldset,
  FormActions,
  FormAlert,
  formClass,
  Row,
  SubmitActions,
  TextField,
} from './Form';
