// Screen organisation/teams/new: the team form, empty (components/TeamForm.tsx holds the screens it shares parts with).
import { NewTeam } from '../../../../components/TeamForm';

export default function NewTeamScreen() {
  return <NewTeam />;
}
