// Screen settings/integrations/edit: the integration form with its values.
export { EditIntegration } from '../../../components/integrations/EditIntegration';
