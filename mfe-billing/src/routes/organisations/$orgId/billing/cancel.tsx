// /organisations/{orgId}/billing/cancel: why, then the typed word CANCEL (see CloseAccount).
import { CloseAccount } from '../../../../components/CloseAccount';

export default function CancelSubscription() {
  return <CloseAccount kind="cancel" />;
}
