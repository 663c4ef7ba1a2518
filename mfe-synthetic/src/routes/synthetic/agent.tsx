// Test agent settings: the snapshot schedule (off, hourly, daily, every N hours up to 168), the test
// location and the IP option, fields of the site (identity's updateSite); below them how many runs each
// test makes (synthetic's updateRunSettings).
import { useRemote } from '@pace/mfe-kit';
import { useState } from 'react';
import { RunSettingsForm } from '../../components/RunSettingsForm';
import { SiteSettingsForm } from '../../components/SiteSettingsForm';
import styles from '../../components/synthetic.module.css';
import type { SiteSettings } from '../../graphql/synthetic';

export function Agent() {
  const _props = useRemote();
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
        </>
      )}
    </SiteSettingsForm>
  );
}
