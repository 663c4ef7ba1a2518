// Screen team/members/add: adding a member to the team (components/TeamMembers.tsx holds the screens it shares parts with).
import { AddTeamMember } from '../../../../components/TeamMembers';

export default function AddTeamMemberScreen() {
  return <AddTeamMember />;
}
