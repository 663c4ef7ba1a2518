// Test agent settings: the snapshot schedule (off, hourly, daily, every N hours up to 168), the test
// location (the pools of audit workers alive now, and the site's own one marked offline when its
// workers are gone) and the IP option (the audited host's address family), fields of the site
// (identity's updateSite); below them how many runs each test makes (synthetic's updateRunSettings).
import type { ResultOf } from '@pace/mfe-kit';
import { Choice, controlClass, Field, Fieldset, TextField } from '@pace/ui/forms';
import type { UseFormReturn } from 'react-hook-form';
import { useQuery } from 'urql';
import { useSite } from '../../components/common';
import { RunSettingsForm } from '../../components/RunSettingsForm';
import { SiteSettingsForm } from '../../components/SiteSettingsForm';
import { type SiteSettings, TEST_LOCATIONS } from '../../graphql/synthetic';

const SCHEDULE_CHOICES = [
  ['off', 'Off (by hand only)'],
  ['hourly', 'Hourly'],
  ['daily', 'Daily'],
  ['every_n_hours', 'Every N hours'],
] as const;

const IP_CHOICES = [
  ['dynamic', 'Dynamic (whichever address the site’s DNS gives first)'],
  ['ipv4', 'IPv4 only'],
  ['ipv6', 'IPv6 only'],
] as const;

/** The form's fields, named as the inputs are. */
interface AgentValues {
  schedule: SiteSettings['snapshotSchedule'];
  hours: string;
  location: string;
  ip: SiteSettings['ipOption'];
}

const EMPTY: AgentValues = { schedule: 'off', hours: '6', location: '', ip: 'dynamic' };

const agentValues = (site: SiteSettings): AgentValues => ({
  schedule: site.snapshotSchedule,
  hours: String(site.snapshotIntervalHours ?? 6),
  location: site.testLocation ?? '',
  ip: site.ipOption,
});

const agentInput = (values: AgentValues) => ({
  snapshotSchedule: values.schedule,
  snapshotIntervalHours: values.schedule === 'every_n_hours' ? Number(values.hours) : null,
  testLocation: values.location || null,
  ipOption: values.ip,
});

type TestLocation = ResultOf<typeof TEST_LOCATIONS>['testLocations'][number];

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

function AgentFields({
  form,
  locations,
  readOnly,
}: {
  form: UseFormReturn<AgentValues>;
  locations: TestLocation[];
  readOnly: boolean;
}) {
  const schedule = form.watch('schedule');
  // Controlled as well as registered: the locations may arrive after the site's values, and a select
  // picks its value again among new options only when it is given the value as it renders.
  const location = form.watch('location');
  return (
    <>
      <Fieldset legend="Snapshot schedule">
        {SCHEDULE_CHOICES.map(([value, label]) => (
          <Choice key={value}>
            <input type="radio" value={value} disabled={readOnly} {...form.register('schedule')} />
            {label}
          </Choice>
        ))}
        {schedule === 'every_n_hours' ? (
          <TextField
            id="agent-hours"
            label="Hours between snapshots (1–168)"
            type="number"
            min={1}
            max={168}
            required
            disabled={readOnly}
            {...form.register('hours')}
          />
        ) : null}
      </Fieldset>
      <Field id="agent-location" label="Test location">
        {(control) => (
          <select
            {...control}
            className={controlClass}
            disabled={readOnly}
            {...form.register('location')}
            value={location}
          >
            {locations.map((option) => (
              <option key={option.name ?? ''} value={option.name ?? ''}>
                {`${option.name ?? 'Default'}${option.online ? '' : ' (offline: its tests wait for a worker)'}`}
              </option>
            ))}
          </select>
        )}
      </Field>
      <Fieldset legend="IP address">
        {IP_CHOICES.map(([value, label]) => (
          <Choice key={value}>
            <input type="radio" value={value} disabled={readOnly} {...form.register('ip')} />
            {label}
          </Choice>
        ))}
      </Fieldset>
    </>
  );
}

export default function Agent() {
  // Here, not in the fields: the locations query runs while the site's settings load.
  const locations = useTestLocations();
  return (
    <SiteSettingsForm
      title="Test agent"
      description="When snapshots run on their own, and where tests come from."
      loadingHeight={240}
      savedMessage="Agent settings saved."
      after={<RunSettingsForm />}
      empty={EMPTY}
      values={agentValues}
      input={agentInput}
    >
      {(form, _site, readOnly) => <AgentFields form={form} locations={locations} readOnly={readOnly} />}
    </SiteSettingsForm>
  );
}
