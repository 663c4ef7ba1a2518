// Access entries of the email notification settings (bff/src/graphql/identity/notifications.ts).
import { type AccessArea, guards } from '../support/access-kit.ts';

export const area: AccessArea = {
  cases: [
    {
      field: 'Mutation.updateNotificationSettings',
      call: () => ({
        query: 'mutation { updateNotificationSettings(input: { weeklySummary: false }) { weeklySummary } }',
      }),
      expect: guards.ownAccount(),
      tables: ['notification_settings'],
    },
  ],
};
