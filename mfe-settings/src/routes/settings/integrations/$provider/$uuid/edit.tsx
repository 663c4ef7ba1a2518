// /teams/{teamId}/{siteId}/settings/integrations/{provider}/{uuid}/edit: an integration of the site.
import { useRouteParams } from '@pace/mfe-kit';
import { IntegrationEditor } from '../../../../../components/integrations/IntegrationEditor';

export default function EditIntegrationScreen() {
  const { teamId, siteId, uuid } = useRouteParams('settings/integrations/$provider/$uuid/edit');
  return <IntegrationEditor teamId={teamId} siteId={siteId} uuid={uuid} />;
}
