import { DataTypes, type Model, type ModelStatic, type Optional, type Sequelize } from 'sequelize';

/** A page of a site that synthetic tests audit: a name and the full http(s) URL to load. */
export interface PageAttributes {
  id: number;
  uuid: string;
  siteId: number;
  name: string;
  url: string;
  createdAt: Date;
  updatedAt: Date;
}
export type PageCreation = Optional<PageAttributes, 'id' | 'uuid' | 'createdAt' | 'updatedAt'>;
export interface Page extends Model<PageAttributes, PageCreation>, PageAttributes {}
export type PageModel = ModelStatic<Page>;

export function definePage(sequelize: Sequelize): PageModel {
  return sequelize.define<Page>(
    'Page',
    {
      id: { type: DataTypes.INTEGER, autoIncrement: true, primaryKey: true },
      uuid: { type: DataTypes.UUID, allowNull: false, unique: true, defaultValue: DataTypes.UUIDV4 },
      siteId: { type: DataTypes.INTEGER, allowNull: false },
      name: { type: DataTypes.STRING(255), allowNull: false, validate: { len: [1, 255] } },
      url: { type: DataTypes.STRING(2048), allowNull: false },
      createdAt: DataTypes.DATE,
      updatedAt: DataTypes.DATE,
    },
    { tableName: 'pages' },
  );
}
