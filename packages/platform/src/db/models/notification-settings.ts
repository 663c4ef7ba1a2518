import { DataTypes, type Model, type ModelStatic, type Optional, type Sequelize } from 'sequelize';

/** The emails a user wants: budget alerts, snapshot failures, the weekly summary. No row: all of them. */
export interface NotificationSettingsAttributes {
  id: number;
  userId: number;
  budgetAlerts: boolean;
  snapshotFailures: boolean;
  weeklySummary: boolean;
  createdAt: Date;
  updatedAt: Date;
}
export type NotificationSettingsCreation = Optional<
  NotificationSettingsAttributes,
  'id' | 'budgetAlerts' | 'snapshotFailures' | 'weeklySummary' | 'createdAt' | 'updatedAt'
>;
export interface NotificationSettings
  extends Model<NotificationSettingsAttributes, NotificationSettingsCreation>,
    NotificationSettingsAttributes {}
export type NotificationSettingsModel = ModelStatic<NotificationSettings>;

/** What a user without a stored row receives. */
export const DEFAULT_NOTIFICATION_SETTINGS = {
  budgetAlerts: true,
  snapshotFailures: true,
  weeklySummary: true,
} as const;

export function defineNotificationSettings(sequelize: Sequelize): NotificationSettingsModel {
  return sequelize.define<NotificationSettings>(
    'NotificationSettings',
    {
      id: { type: DataTypes.INTEGER, autoIncrement: true, primaryKey: true },
      userId: { type: DataTypes.INTEGER, allowNull: false, unique: true },
      budgetAlerts: { type: DataTypes.BOOLEAN, allowNull: false, defaultValue: true },
      snapshotFailures: { type: DataTypes.BOOLEAN, allowNull: false, defaultValue: true },
      weeklySummary: { type: DataTypes.BOOLEAN, allowNull: false, defaultValue: true },
      createdAt: DataTypes.DATE,
      updatedAt: DataTypes.DATE,
    },
    { tableName: 'notification_settings' },
  );
}
