// "Check installation" on RUM settings: asks the bff afresh whether the site's first beacon has arrived,
// so whoever just pasted the embed code learns at once whether it works.
import { formatDate } from '@pace/metrics';
import { Button } from '@pace/ui';
import { useState } from 'react';
import { useClient } from 'urql';
import { RUM_SETTINGS } from '../graphql/rum';
import styles from './rum.module.css';

export function installationMessage(firstBeaconAt: string | null | undefined): string {
  return firstBeaconAt
    ? `First beacon received at ${formatDate(firstBeaconAt, { style: 'dateTime' })}.`
    : 'No beacon received yet. Visit a page that carries the embed code, then check again.';
}

export function InstallationCheck({ teamId, siteId }: { teamId: string; siteId: string }) {
  const client = useClient();
  const [checking, setChecking] = useState(false);
  const [message, setMessage] = useState<string | null>(null);

  async function check() {
    setChecking(true);
    const result = await client
      .query(RUM_SETTINGS, { teamId, siteId }, { requestPolicy: 'network-only' })
      .toPromise();
    setChecking(false);
    setMessage(
      result.data?.rumSettings
        ? installationMessage(result.data.rumSettings.firstBeaconAt)
        : 'The installation could not be checked. Try again.',
    );
  }

  return (
    <div className={styles.toolbar}>
      <Button onClick={() => void check()} disabled={checking} data-testid="rum-check-installation">
        Check installation
      </Button>
      {message ? (
        <span role="status" data-testid="rum-installation">
          {message}
        </span>
      ) : null}
    </div>
  );
}
