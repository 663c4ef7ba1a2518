// /teams/{teamId}/{siteId}/settings/integrations/{provider}/{uuid}/edit: an integration of the site.
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
