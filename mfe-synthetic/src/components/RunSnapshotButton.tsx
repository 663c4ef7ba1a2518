// Starts a snapshot of every page with every profile; shown only to those who may (updateSites).
import { pathTo, useRemote } from '@pace/mfe-kit';
import { Button } from '@pace/ui';
import { useMutation } from 'urql';
import { CREATE_SNAPSHOT } from '../graphql/synthetic';
import { errorMessage, useSite } from './common';

export function RunSnapshotButton() {
  const props = useRemote();
  const { teamId, siteId } = useSite();
  const [{ fetching }, create] = useMutation(CREATE_SNAPSHOT);
  if (!props.permissions.updateSites || props.readOnly) return null;
  return (
    <Button
      variant="primary"
      data-testid="run-snapshot"
      disabled={fetching}
      onClick={async () => {
        const result = await create({ teamId, siteId });
        if (result.error || !result.data) props.flash('error', errorMessage(result.error));
        else
          props.navigate(
            pathTo('snapshots/$snapshotId', { teamId, siteId, snapshotId: result.data.createSnapshot.id }),
          );
      }}
    >
      {fetching ? 'Starting…' : 'Run snapshot'}
    </Button>
  );
}
