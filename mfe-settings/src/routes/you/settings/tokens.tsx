// Screen user/tokens: the user's personal access tokens (components/PersonalTokens.tsx holds the screens it shares parts with).
import { PersonalTokens } from '../../../components/PersonalTokens';

export default function PersonalTokensScreen() {
  return <PersonalTokens />;
}
