// Screen organisation/members/new: inviting a person (components/PersonForm.tsx holds the screens it shares parts with).
export { InvitePerson } from '../../../components/PersonForm';
