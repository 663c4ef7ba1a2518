// /…/synthetic/profiles/$uuid/edit: the test profile form with its values (components/ProfileForm.tsx).
export { ProfileForm as EditProfile } from '../../../components/ProfileForm';
