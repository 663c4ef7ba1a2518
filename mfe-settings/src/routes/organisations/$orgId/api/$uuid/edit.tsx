// Screen organisation/api/edit: an API token's name and scopes (components/ApiTokens.tsx holds the screens it shares parts with).
import { EditApiToken } from '../../../../../components/ApiTokens';

export default function EditApiTokenScreen() {
  return <EditApiToken />;
}
