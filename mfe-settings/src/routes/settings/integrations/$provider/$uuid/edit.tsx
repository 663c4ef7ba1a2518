// Screen settings/integrations/edit: the integration form with its values.
import { EditIntegration } from '../../../../../components/integrations/EditIntegration';

export default function EditIntegrationScreen() {
  return <EditIntegration />;
}
