// Screen organisation/members/edit: a person's role and teams (components/PersonForm.tsx holds the screens it shares parts with).
export { EditPerson } from '../../../components/PersonForm';
