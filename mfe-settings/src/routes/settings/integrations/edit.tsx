// Screen settings/integrations/edit: the integration form with its values (components/integrations/IntegrationForm.tsx holds the screens it shares parts with).
export { EditIntegration } from '../../../components/integrations/IntegrationForm';
