// Screen team/members: the team's members (components/TeamMembers.tsx holds the screens it shares parts with).
import { TeamMembers } from '../../../components/TeamMembers';

export default function TeamMembersScreen() {
  return <TeamMembers />;
}
