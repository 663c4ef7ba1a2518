// /teams/{teamId}/{siteId}/settings/integrations/github/{uuid}/edit: the code host integration of the site
// (the editor of every provider, which shows the code host's pull request checks).
import { useRemote } from '@pace/mfe-kit';
import { IntegrationEditor } from '../../../../../components/integrations/IntegrationEditor';
import { param } from '../../../../../components/remote';

export default function EditIntegrationScreen() {
  const props = useRemote();
  return (
    <IntegrationEditor
      teamId={param(props, 'teamId')}
      siteId={param(props, 'siteId')}
      uuid={param(props, 'uuid')}
    />
  );
}
