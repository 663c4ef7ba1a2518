// Test agent settings: the snapshot schedule (off, hourly, daily, every N hours up to 168), the test
// location (the pools of audit workers alive now, and the site's own one marked offline when its
// workers are gone) and the IP option (the audited host's address family), fields of the site
// (identity's updateSite); below them how many runs each test makes (synthetic's updateRunSettings).
import { useRemote } from '@pace/mfe-kit';
import { useState } from 'react';
import { useQuery } from 'urql';
import { useSite } from '../../components/common';
import { RunSettingsForm } from '../../components/RunSettingsForm';
import { SiteSettingsForm } from '../../components/SiteSettingsForm';
import styles from '../../components/synthetic.module.css';
import { type SiteSettings, TEST_LOCATIONS } from '../../graphql/synthetic';

const IP_CHOICES = [
  ['dynamic', 'Dynamic (whichever address the site’s DNS gives first)'],
  ['ipv4', 'IPv4 only'],
  ['ipv6', 'IPv6 only'],
] as const;

/** The locations to offer: those alive now, and the site's own one (offline when its workers are gone). */
function useTestLocations() {
  const { teamId, siteId } = useSite();
  const [{ data }] = useQuery({
    query: TEST_LOCATIONS,
    variables: { teamId, siteId },
    requestPolicy: 'cache-and-network',
  });
  return data?.testLocations ?? [];
}

export default function Agent() {
  const _props = useRemote();
  // Here, not in a child of the select: a controlled select picks its value again only when it renders.
  const locations = useTestLocations();
  const [schedule, setSchedule] = useState<SiteSettings['snapshotSchedule']>('off');
  const [hours, setHours] = useState('6');
  const [location, setLocation] = useState('');
  const [ipOption, setIpOption] = useState<SiteSettings['ipOption']>('dynamic');
  return (
    <SiteSettingsForm
      title="Test agent"
      description="When snapshots run on their own, and where tests come from."
      loadingHeight={240}
      savedMessage="Agent settings saved."
      after={<RunSettingsForm />}
      onSite={(site) => {
        setSchedule(site.snapshotSchedule);
        setHours(String(site.snapshotIntervalHours ?? 6));
        setLocation(site.testLocation ?? '');
        setIpOption(site.ipOption);
      }}
      input={() => ({
        snapshotSchedule: schedule,
        snapshotIntervalHours: schedule === 'every_n_hours' ? Number(hours) : null,
        testLocation: location || null,
        ipOption,
      })}
    >
      {(_site, readOnly) => (
        <>
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
            <select
              name="location"
              value={location}
              onChange={(e) => setLocation(e.target.value)}
              disabled={readOnly}
            >
              {locations.map((option) => (
                <option key={option.name ?? ''} value={option.name ?? ''}>
                  {`${option.name ?? 'Default'}${option.online ? '' : ' (offline: its tests wait for a worker)'}`}
                </option>
              ))}
            </select>
          </label>
          <fieldset className={styles.field} disabled={readOnly}>
            <legend>IP address</legend>
            {IP_CHOICES.map(([value, label]) => (
              <label key={value} className={styles.inline}>
                <input
                  type="radio"
                  name="ip"
                  value={value}
                  checked={ipOption === value}
                  onChange={() => setIpOption(value)}
                />
                {label}
              </label>
            ))}
          </fieldset>
        </>
      )}
    </SiteSettingsForm>
  );
}
