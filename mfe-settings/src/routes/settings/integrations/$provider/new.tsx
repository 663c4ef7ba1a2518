// Screen settings/integrations/new: the integration form, empty (components/integrations/IntegrationForm.tsx holds the screens it shares parts with).
import { NewIntegration } from '../../../../components/integrations/IntegrationForm';

export default function NewIntegrationScreen() {
  return <NewIntegration />;
}
