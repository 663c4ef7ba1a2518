// Screen organisation/teams/edit: the team form with the team (components/TeamForm.tsx holds the screens it shares parts with).
export { EditTeam } from '../../../components/TeamForm';
