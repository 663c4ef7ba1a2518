// Screen organisation/members/edit: a person's role and teams (components/PersonForm.tsx holds the screens it shares parts with).
import { EditPerson } from '../../../../../components/PersonForm';

export default function EditPersonScreen() {
  return <EditPerson />;
}
