// Screen team/members: the team's members (components/TeamMembers.tsx holds the screens it shares parts with).
export { TeamMembers } from '../../components/TeamMembers';
