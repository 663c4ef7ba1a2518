// Screen settings/integrations/new: the integration form, empty (components/integrations/IntegrationForm.tsx holds the screens it shares parts with).
export { NewIntegration } from '../../../components/integrations/IntegrationForm';
