// The test's public report links (members: updateSites): make one, copy it (its address is shown only
// once, the token being kept hashed), revoke any live one. Hidden in the share report itself.
import { useRemote } from '@pace/mfe-kit';
import { Button, Card } from '@pace/ui';
import { ActionsCell, ListTable } from '@pace/ui/lists';
import { useState } from 'react';
import { useMutation, useQuery } from 'urql';
import { CREATE_SHARE_LINK, REVOKE_SHARE_LINK, SHARE_LINKS } from '../graphql/share';
import { errorMessage, useSite, when } from './common';
import styles from './synthetic.module.css';

export function ShareLinks(own: { testUuid: string }) {
  const props = { ...useRemote(), ...own };
  const { teamId, siteId } = useSite();
  const variables = { teamId, siteId, testUuid: props.testUuid };
  const [{ data }, refetch] = useQuery({
    query: SHARE_LINKS,
    variables,
    pause: !props.permissions.updateSites || props.readOnly,
  });
  const [created, setCreated] = useState<string | null>(null);
  const [{ fetching: creating }, create] = useMutation(CREATE_SHARE_LINK);
  const [{ fetching: revoking }, revoke] = useMutation(REVOKE_SHARE_LINK);
  if (!props.permissions.updateSites || props.readOnly) return null;
  const live = data?.shareLinks.filter((link) => link.active) ?? [];
  return (
    <Card title="Share this report">
      <div className={styles.stack}>
        <p className={styles.muted}>
          Anyone with a link sees this test’s report, and the site’s RUM and CrUX data, without signing in.
        </p>
        <div>
          <Button
            data-testid="create-share-link"
            disabled={creating}
            onClick={async () => {
              const result = await create(variables);
              if (result.error || !result.data) return props.flash('error', errorMessage(result.error));
              setCreated(`${window.location.origin}${result.data.createShareLink.path}`);
              refetch({ requestPolicy: 'network-only' });
            }}
          >
            {creating ? 'Creating…' : 'Create share link'}
          </Button>
        </div>
        {created ? (
          <p>
            <label className={styles.label} htmlFor="share-link">
              Copy the link now: it is shown only once.
            </label>
            <input
              id="share-link"
              data-testid="share-link"
              readOnly
              value={created}
              onFocus={(event) => event.currentTarget.select()}
              style={{ width: '100%' }}
            />
          </p>
        ) : null}
        {live.length ? (
          <ListTable testId="share-links" columns={['Link made']} actions count={live.length} empty={null}>
            {live.map((link) => (
              <tr key={link.uuid}>
                <td>{when(link.createdAt)}</td>
                <ActionsCell>
                  <Button
                    variant="secondary"
                    data-testid="revoke-share-link"
                    disabled={revoking}
                    onClick={async () => {
                      const result = await revoke({ teamId, siteId, uuid: link.uuid });
                      if (result.error) return props.flash('error', errorMessage(result.error));
                      props.flash('success', 'The link no longer opens the report');
                      refetch({ requestPolicy: 'network-only' });
                    }}
                  >
                    Revoke
                  </Button>
                </ActionsCell>
              </tr>
            ))}
          </ListTable>
        ) : null}
      </div>
    </Card>
  );
}
