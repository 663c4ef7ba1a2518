// Screen organisation/api: the organisation's API tokens (components/ApiTokens.tsx holds the screens it shares parts with).
import { ApiTokens } from '../../../components/ApiTokens';

export default function ApiTokensScreen() {
  return <ApiTokens />;
}
