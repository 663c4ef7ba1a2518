// /you/settings/email-notifications: which emails Pace sends the user.
import { pathTo, type RemoteProps, useRemote } from '@pace/mfe-kit';
import { Card } from '@pace/ui';
import { Choice, Fieldset, SubmitActions } from '@pace/ui/forms';
import { useForm } from 'react-hook-form';
import { useMutation, useQuery } from 'urql';
import { LoadError, Loading, ScreenFrame } from '../../../components/Screen';
import { UserNav } from '../../../components/SectionNav';
import { ServerForm, useServerSubmit } from '../../../components/ServerForm';
import {
  NOTIFICATION_SETTINGS,
  type NotificationSettings,
  UPDATE_NOTIFICATION_SETTINGS,
} from '../../../graphql/notifications';

const EMAILS: { key: keyof NotificationSettings; label: string; hint: string }[] = [
  {
    key: 'budgetAlerts',
    label: 'Budget alerts',
    hint: 'When a metric of one of your sites goes over its budget or comes within 10% of it.',
  },
  {
    key: 'snapshotFailures',
    label: 'Snapshot failures',
    hint: 'When a snapshot of one of your sites fails or some of its tests fail.',
  },
  {
    key: 'weeklySummary',
    label: 'Weekly summary',
    hint: 'Every Monday: how your sites’ metrics moved over the past week.',
  },
];

export default function EmailNotifications() {
  const props = useRemote();
  const [{ data, fetching, error }] = useQuery({ query: NOTIFICATION_SETTINGS });
  const user = data?.currentUser;
  return (
    <ScreenFrame
      title="Email notifications"
      nav={<UserNav current={pathTo('you/settings/email-notifications')} />}
    >
      {!data && fetching ? <Loading lines={4} /> : null}
      {!data && !fetching ? <LoadError error={error} /> : null}
      {data && !user ? <LoadError error={undefined} notFound="You are not signed in" /> : null}
      {user ? (
        <Card>
          <SettingsForm email={user.email} settings={user.notificationSettings} flash={props.flash} />
        </Card>
      ) : null}
    </ScreenFrame>
  );
}

function SettingsForm({
  email,
  settings,
  flash,
}: {
  email: string;
  settings: NotificationSettings;
  flash: RemoteProps['flash'];
}) {
  // Only the three settings: the query's object also carries urql's __typename.
  const pick = (values: NotificationSettings): NotificationSettings => ({
    budgetAlerts: values.budgetAlerts,
    snapshotFailures: values.snapshotFailures,
    weeklySummary: values.weeklySummary,
  });
  const form = useForm<NotificationSettings>({ defaultValues: pick(settings) });
  const [, update] = useMutation(UPDATE_NOTIFICATION_SETTINGS);

  const { alert, submit } = useServerSubmit(form, [], async (values) => {
    const result = await update({ input: pick(values) });
    if (result.error) return result.error;
    form.reset(pick(result.data?.updateNotificationSettings ?? values));
    flash('success', 'Email notification settings saved.');
  });

  return (
    <ServerForm alert={alert} onSubmit={submit} testId="notifications-form">
      <Fieldset legend={`Emails to ${email}`}>
        {EMAILS.map((entry) => (
          <Choice key={entry.key} hint={entry.hint}>
            <input type="checkbox" {...form.register(entry.key)} />
            {entry.label}
          </Choice>
        ))}
      </Fieldset>
      <SubmitActions label="Save" disabled={form.formState.isSubmitting} />
    </ServerForm>
  );
}
