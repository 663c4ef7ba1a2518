// Which emails the signed-in user receives.
import { gql } from 'urql';

export interface NotificationSettings {
  budgetAlerts: boolean;
  snapshotFailures: boolean;
  weeklySummary: boolean;
}

export const NOTIFICATION_SETTINGS = gql<{
  currentUser: { uuid: string; email: string; notificationSettings: NotificationSettings } | null;
}>`
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
`;

export const UPDATE_NOTIFICATION_SETTINGS = gql<
  { updateNotificationSettings: NotificationSettings },
  { input: NotificationSettings }
>`
  mutation UpdateNotificationSettings($input: NotificationSettingsInput!) {
    updateNotificationSettings(input: $input) {
      budgetAlerts
      snapshotFailures
      weeklySummary
    }
  }
`;
