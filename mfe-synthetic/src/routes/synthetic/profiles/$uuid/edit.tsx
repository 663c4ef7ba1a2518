// /…/synthetic/profiles/$uuid/edit: the test profile form with its values (components/ProfileForm.tsx).
import { ProfileForm } from '../../../../components/ProfileForm';

export default function EditProfile() {
  return <ProfileForm />;
}
