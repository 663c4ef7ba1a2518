// Screen organisation/teams/new: the team form, empty (components/TeamForm.tsx holds the screens it shares parts with).
export { NewTeam } from '../../../components/TeamForm';
