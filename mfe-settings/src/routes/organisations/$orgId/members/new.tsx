// Screen organisation/members/new: inviting a person (components/PersonForm.tsx holds the screens it shares parts with).
import { InvitePerson } from '../../../../components/PersonForm';

export default function InvitePersonScreen() {
  return <InvitePerson />;
}
