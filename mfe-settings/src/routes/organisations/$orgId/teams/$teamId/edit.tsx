// Screen organisation/teams/edit: the team form with the team (components/TeamForm.tsx holds the screens it shares parts with).
import { EditTeam } from '../../../../../components/TeamForm';

export default function EditTeamScreen() {
  return <EditTeam />;
}
