import { DataTypes, type Model, type ModelStatic, type Optional, type Sequelize } from 'sequelize';

/** That a user's weekly summary for a week went out (the week's Monday, YYYY-MM-DD, UTC). */
export interface WeeklySummarySentAttributes {
  id: number;
  userId: number;
  week: string;
  createdAt: Date;
  updatedAt: Date;
}
export type WeeklySummarySentCreation = Optional<
  WeeklySummarySentAttributes,
  'id' | 'createdAt' | 'updatedAt'
>;
export interface WeeklySummarySent
  extends Model<WeeklySummarySentAttributes, WeeklySummarySentCreation>,
    WeeklySummarySentAttributes {}
export type WeeklySummarySentModel = ModelStatic<WeeklySummarySent>;

export function defineWeeklySummarySent(sequelize: Sequelize): WeeklySummarySentModel {
  return sequelize.define<WeeklySummarySent>(
    'WeeklySummarySent',
    {
      id: { type: DataTypes.INTEGER, autoIncrement: true, primaryKey: true },
      userId: { type: DataTypes.INTEGER, allowNull: false },
      week: { type: DataTypes.STRING(10), allowNull: false },
      createdAt: DataTypes.DATE,
      updatedAt: DataTypes.DATE,
    },
    { tableName: 'weekly_summaries_sent' },
  );
}
