// /…/synthetic/profiles/new: the test profile form, empty (components/ProfileForm.tsx).
import { ProfileForm } from '../../../components/ProfileForm';

export default function NewProfile() {
  return <ProfileForm edits={null} />;
}
