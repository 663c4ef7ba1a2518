// Screen organisation/api/new: a new API token (components/ApiTokens.tsx holds the screens it shares parts with).
import { NewApiToken } from '../../../../components/ApiTokens';

export default function NewApiTokenScreen() {
  return <NewApiToken />;
}
