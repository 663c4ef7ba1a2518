// /…/synthetic/profiles/new: the test profile form, empty (components/ProfileForm.tsx).
export { ProfileForm as NewProfile } from '../../../components/ProfileForm';
