// Test agent settings: the snapshot schedule (off, hourly, daily, every N hours up to 168), the test
// location and the IP option. They are fields of the site (identity's updateSite).
import type { RemoteProps } from '@pace/mfe-kit';
import { Button, Card, PageHeader, Skeleton } from '@pace/ui';
import { useEffect, useState } from 'react';
import { useMutation, useQuery } from 'urql';
import { errorMessage, siteOf } from '../components/common';
import styles from '../components/synthetic.module.css';
import { SITE_SETTINGS, UPDATE_SITE } from '../graphql/synthetic';

export interface SiteSettings {
  id: string;
  name: string;
  canonicalUrl: string;
  snapshotSchedule: 'off' | 'hourly' | 'daily' | 'every_n_hours';
  snapshotIntervalHours: number | null;
  testLocation: string | null;
  ipOption: 'dynamic' | 'fixed';
  formAuth: {
    url: string | null;
    formSelector: string | null;
    username: string | null;
    usernameSelector: string | null;
    passwordSelector: string | null;
    submitSelector: string | null;
    hasPassword: boolean;
  } | null;
}

export function Agent(props: RemoteProps) {
  const { teamId, siteId } = siteOf(props);
  const [{ data, fetching }] = useQuery<{ site: SiteSettings }>({
    query: SITE_SETTINGS,
    requestPolicy: 'cache-and-network',
    variables: { teamId, siteId },
  });
  const [saving, update] = useMutation(UPDATE_SITE);
  const [schedule, setSchedule] = useState<SiteSettings['snapshotSchedule']>('off');
  const [hours, setHours] = useState('6');
  const [location, setLocation] = useState('');
  const [ipOption, setIpOption] = useState<SiteSettings['ipOption']>('dynamic');
  const [error, setError] = useState<string | null>(null);
  const site = data?.site;
  useEffect(() => {
    if (!site) return;
    setSchedule(site.snapshotSchedule);
    setHours(String(site.snapshotIntervalHours ?? 6));
    setLocation(site.testLocation ?? '');
    setIpOption(site.ipOption);
  }, [site]);
  const readOnly = !props.permissions.updateSites || props.readOnly;
  return (
    <div className={styles.stack}>
      <PageHeader
        title="Test agent"
        titleTestId="screen-title"
        description="When snapshots run on their own, and where tests come from."
      />
      {fetching && !site ? (
        <Skeleton height={240} label="Loading settings" />
      ) : site ? (
        <Card>
          <form
            className={styles.form}
            onSubmit={async (event) => {
              event.preventDefault();
              const result = await update({
                teamId,
                siteId,
                input: {
                  name: site.name,
                  canonicalUrl: site.canonicalUrl,
                  snapshotSchedule: schedule,
                  snapshotIntervalHours: schedule === 'every_n_hours' ? Number(hours) : null,
                  testLocation: location || null,
                  ipOption,
                },
              });
              if (result.error) setError(errorMessage(result.error));
              else {
                setError(null);
                props.flash('success', 'Agent settings saved.');
              }
            }}
          >
            <fieldset className={styles.field} disabled={readOnly}>
              <legend>Snapshot schedule</legend>
              {(
                [
                  ['off', 'Off (by hand only)'],
                  ['hourly', 'Hourly'],
                  ['daily', 'Daily'],
                  ['every_n_hours', 'Every N hours'],
                ] as const
              ).map(([value, label]) => (
                <label key={value} className={styles.inline}>
                  <input
                    type="radio"
                    name="schedule"
                    value={value}
                    checked={schedule === value}
                    onChange={() => setSchedule(value)}
                  />
                  {label}
                </label>
              ))}
              {schedule === 'every_n_hours' ? (
                <label className={styles.field}>
                  Hours between snapshots (1–168)
                  <input
                    name="hours"
                    type="number"
                    min={1}
                    max={168}
                    value={hours}
                    onChange={(e) => setHours(e.target.value)}
                    required
                  />
                </label>
              ) : null}
            </fieldset>
            <label className={styles.field}>
              Test location
              <input
                name="location"
                value={location}
                onChange={(e) => setLocation(e.target.value)}
                disabled={readOnly}
                placeholder="Default"
              />
            </label>
            <fieldset className={styles.field} disabled={readOnly}>
              <legend>IP address</legend>
              <label className={styles.inline}>
                <input
                  type="radio"
                  name="ip"
                  checked={ipOption === 'dynamic'}
                  onChange={() => setIpOption('dynamic')}
                />
                Dynamic
              </label>
              <label className={styles.inline}>
                <input
                  type="radio"
                  name="ip"
                  checked={ipOption === 'fixed'}
                  onChange={() => setIpOption('fixed')}
                />
                Fixed (for firewalls that allow listed addresses only)
              </label>
            </fieldset>
            {error ? (
              <p className={styles.error} role="alert">
                {error}
              </p>
            ) : null}
            {readOnly ? null : (
              <div>
                <Button type="submit" variant="primary" disabled={saving.fetching}>
                  Save
                </Button>
              </div>
            )}
          </form>
        </Card>
      ) : null}
    </div>
  );
}
