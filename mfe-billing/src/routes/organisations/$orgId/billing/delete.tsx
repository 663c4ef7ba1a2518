// /organisations/{orgId}/billing/delete: why, then the typed word DELETE (see CloseAccount).
import { CloseAccount } from '../../../../components/CloseAccount';

export default function DeleteOrganisation() {
  return <CloseAccount kind="delete" />;
}
