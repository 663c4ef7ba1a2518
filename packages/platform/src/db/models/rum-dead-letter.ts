import { DataTypes, type Model, type ModelStatic, type Optional, type Sequelize } from 'sequelize';

/** A beacon the database kept rejecting, set aside by the beacon writer with the reason (staff see them). */
export interface RumDeadLetterAttributes {
  id: number;
  siteId: number | null;
  pageViewId: string | null;
  seq: number | null;
  /** The stored beacon as JSON. */
  beacon: string;
  reason: string;
  /** Failed writes before it was set aside. */
  attempts: number;
  createdAt: Date;
}
export type RumDeadLetterCreation = Optional<RumDeadLetterAttributes, 'id' | 'createdAt'>;
export interface RumDeadLetter
  extends Model<RumDeadLetterAttributes, RumDeadLetterCreation>,
    RumDeadLetterAttributes {}
export type RumDeadLetterModel = ModelStatic<RumDeadLetter>;

export function defineRumDeadLetter(sequelize: Sequelize): RumDeadLetterModel {
  return sequelize.define<RumDeadLetter>(
    'RumDeadLetter',
    {
      id: { type: DataTypes.INTEGER, autoIncrement: true, primaryKey: true },
      siteId: { type: DataTypes.INTEGER, allowNull: true },
      pageViewId: { type: DataTypes.STRING(64), allowNull: true },
      seq: { type: DataTypes.INTEGER, allowNull: true },
      beacon: { type: DataTypes.TEXT, allowNull: false },
      reason: { type: DataTypes.STRING(1000), allowNull: false },
      attempts: { type: DataTypes.INTEGER, allowNull: false },
      createdAt: DataTypes.DATE(3),
    },
    { tableName: 'rum_dead_letters', updatedAt: false },
  );
}
