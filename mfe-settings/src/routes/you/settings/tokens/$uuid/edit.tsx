// Screen user/tokens/edit: a personal access token's name and scopes (components/PersonalTokens.tsx holds the screens it shares parts with).
import { EditPersonalToken } from '../../../../../components/PersonalTokens';

export default function EditPersonalTokenScreen() {
  return <EditPersonalToken />;
}
