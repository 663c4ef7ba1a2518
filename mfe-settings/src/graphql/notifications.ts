// Which emails the signed-in user receives.
import type { ResultOf } from '@pace/mfe-kit';
import { graphql } from './generated';

export const NOTIFICATION_SETTINGS = graphql(`
  query NotificationSettings {
    currentUser {
      uuid
      email
      notificationSettings {
        budgetAlerts
        snapshotFailures
        weeklySummary
      }
    }
  }
`);

export const UPDATE_NOTIFICATION_SETTINGS = graphql(`
  mutation UpdateNotificationSettings($input: NotificationSettingsInput!) {
    updateNotificationSettings(input: $input) {
      budgetAlerts
      snapshotFailures
      weeklySummary
    }
  }
`);

export type NotificationSettings = ResultOf<
  typeof UPDATE_NOTIFICATION_SETTINGS
>['updateNotificationSettings'];
