// /…/synthetic/profiles/$uuid/edit: the test profile form with its values (components/ProfileForm.tsx).
import { useRouteParams } from '@pace/mfe-kit';
import { ProfileForm } from '../../../../components/ProfileForm';

export default function EditProfile() {
  const { uuid } = useRouteParams('synthetic/profiles/$uuid/edit');
  return <ProfileForm edits={uuid} />;
}
