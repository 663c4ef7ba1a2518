import { DataTypes, type Model, type ModelStatic, type Optional, type Sequelize } from 'sequelize';

/** A webhook event already handled (unique per provider and event id): replays change nothing. */
export interface ProcessedWebhookEventAttributes {
  id: number;
  provider: string;
  eventId: string;
  type: string;
  createdAt: Date;
}
export type ProcessedWebhookEventCreation = Optional<ProcessedWebhookEventAttributes, 'id' | 'createdAt'>;
export interface ProcessedWebhookEvent
  extends Model<ProcessedWebhookEventAttributes, ProcessedWebhookEventCreation>,
    ProcessedWebhookEventAttributes {}
export type ProcessedWebhookEventModel = ModelStatic<ProcessedWebhookEvent>;

export function defineProcessedWebhookEvent(sequelize: Sequelize): ProcessedWebhookEventModel {
  return sequelize.define<ProcessedWebhookEvent>(
    'ProcessedWebhookEvent',
    {
      id: { type: DataTypes.INTEGER, autoIncrement: true, primaryKey: true },
      provider: { type: DataTypes.STRING(16), allowNull: false },
      eventId: { type: DataTypes.STRING(255), allowNull: false },
      type: { type: DataTypes.STRING(100), allowNull: false },
      createdAt: DataTypes.DATE,
    },
    { tableName: 'processed_webhook_events', updatedAt: false },
  );
}
