// Screen user/tokens/new: a new personal access token (components/PersonalTokens.tsx holds the screens it shares parts with).
import { NewPersonalToken } from '../../../../components/PersonalTokens';

export default function NewPersonalTokenScreen() {
  return <NewPersonalToken />;
}
