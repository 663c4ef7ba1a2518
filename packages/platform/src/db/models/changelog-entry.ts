import { DataTypes, type Model, type ModelStatic, type Optional, type Sequelize } from 'sequelize';

/** One entry of the product changelog: a title linking to the announcement. */
export interface ChangelogEntryAttributes {
  id: number;
  uuid: string;
  title: string;
  url: string;
  createdBy: number | null;
  createdAt: Date;
  updatedAt: Date;
}
export type ChangelogEntryCreation = Optional<
  ChangelogEntryAttributes,
  'id' | 'uuid' | 'createdBy' | 'createdAt' | 'updatedAt'
>;
export interface ChangelogEntry
  extends Model<ChangelogEntryAttributes, ChangelogEntryCreation>,
    ChangelogEntryAttributes {}
export type ChangelogEntryModel = ModelStatic<ChangelogEntry>;

export function defineChangelogEntry(sequelize: Sequelize): ChangelogEntryModel {
  return sequelize.define<ChangelogEntry>(
    'ChangelogEntry',
    {
      id: { type: DataTypes.INTEGER, autoIncrement: true, primaryKey: true },
      uuid: { type: DataTypes.UUID, allowNull: false, unique: true, defaultValue: DataTypes.UUIDV4 },
      title: { type: DataTypes.STRING(255), allowNull: false, validate: { len: [1, 255] } },
      url: { type: DataTypes.STRING(2048), allowNull: false, validate: { len: [1, 2048] } },
      createdBy: { type: DataTypes.INTEGER, allowNull: true },
      createdAt: DataTypes.DATE(3),
      updatedAt: DataTypes.DATE(3),
    },
    { tableName: 'changelog_entries' },
  );
}
