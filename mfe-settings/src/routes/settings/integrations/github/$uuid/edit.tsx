// Screen settings/integrations/github/edit: the code host integration (the integration form) (components/integrations/IntegrationForm.tsx holds the screens it shares parts with).
import { EditIntegration } from '../../../../../components/integrations/EditIntegration';

export default function EditIntegrationScreen() {
  return <EditIntegration />;
}
