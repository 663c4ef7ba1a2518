// Screen team/members/add: adding a member to the team (components/TeamMembers.tsx holds the screens it shares parts with).
export { AddTeamMember } from '../../../components/TeamMembers';
