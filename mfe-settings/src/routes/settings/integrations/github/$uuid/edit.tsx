// /teams/{teamId}/{siteId}/settings/integrations/github/{uuid}/edit: the code host integration of the site
// (the editor of every provider, which shows the code host's pull request checks).
import { useRouteParams } from '@pace/mfe-kit';
import { IntegrationEditor } from '../../../../../components/integrations/IntegrationEditor';

export default function EditIntegrationScreen() {
  const { teamId, siteId, uuid } = useRouteParams('settings/integrations/github/$uuid/edit');
  return <IntegrationEditor teamId={teamId} siteId={siteId} uuid={uuid} />;
}
