import { DataTypes, type Model, type ModelStatic, type Optional, type Sequelize } from 'sequelize';

/**
 * A share link of one test's report: anyone holding `/tests/{test uuid}/{token}` reads that test's site
 * through the share scope. Only the token's SHA-256 is kept; a revoked link is kept for the record.
 */
export interface ShareLinkAttributes {
  id: number;
  uuid: string;
  testId: number;
  /** The member who made it. */
  createdBy: number;
  tokenHash: string;
  revokedAt: Date | null;
  createdAt: Date;
  updatedAt: Date;
}
export type ShareLinkCreation = Optional<
  ShareLinkAttributes,
  'id' | 'uuid' | 'revokedAt' | 'createdAt' | 'updatedAt'
>;
export interface ShareLink extends Model<ShareLinkAttributes, ShareLinkCreation>, ShareLinkAttributes {}
export type ShareLinkModel = ModelStatic<ShareLink>;

export function defineShareLink(sequelize: Sequelize): ShareLinkModel {
  return sequelize.define<ShareLink>(
    'ShareLink',
    {
      id: { type: DataTypes.INTEGER, autoIncrement: true, primaryKey: true },
      uuid: { type: DataTypes.UUID, allowNull: false, unique: true, defaultValue: DataTypes.UUIDV4 },
      testId: { type: DataTypes.INTEGER, allowNull: false },
      createdBy: { type: DataTypes.INTEGER, allowNull: false },
      tokenHash: { type: DataTypes.STRING(64), allowNull: false },
      revokedAt: { type: DataTypes.DATE, allowNull: true },
      createdAt: DataTypes.DATE,
      updatedAt: DataTypes.DATE,
    },
    { tableName: 'share_links' },
  );
}
