import { DataTypes, type Model, type ModelStatic, type Optional, type Sequelize } from 'sequelize';
import { jsonColumn } from './columns.ts';

/** organisation: made by an administrator, acts for the organisation; personal: reaches its owner's teams. */
export const API_TOKEN_KINDS = ['organisation', 'personal'] as const;
export type ApiTokenKind = (typeof API_TOKEN_KINDS)[number];

/**
 * An API token. The secret is shown once and stored only as its SHA-256 (`tokenHash`); `permissions`
 * is a subset of the access permissions, `allowedIps` the addresses or CIDR ranges it may be used from
 * (null: any), `teamId` the one team it is limited to (null: all the teams it could otherwise reach).
 */
export interface ApiTokenAttributes {
  id: number;
  uuid: string;
  kind: ApiTokenKind;
  organisationId: number;
  /** The creator, and for a personal token its owner. */
  userId: number;
  name: string;
  tokenHash: string;
  tokenPrefix: string;
  teamId: number | null;
  permissions: string[];
  allowedIps: string[] | null;
  expiresAt: Date | null;
  lastUsedAt: Date | null;
  createdAt: Date;
  updatedAt: Date;
}
export type ApiTokenCreation = Optional<
  ApiTokenAttributes,
  'id' | 'uuid' | 'teamId' | 'allowedIps' | 'expiresAt' | 'lastUsedAt' | 'createdAt' | 'updatedAt'
>;
export interface ApiToken extends Model<ApiTokenAttributes, ApiTokenCreation>, ApiTokenAttributes {}
export type ApiTokenModel = ModelStatic<ApiToken>;

export function defineApiToken(sequelize: Sequelize): ApiTokenModel {
  return sequelize.define<ApiToken>(
    'ApiToken',
    {
      id: { type: DataTypes.INTEGER, autoIncrement: true, primaryKey: true },
      uuid: { type: DataTypes.UUID, allowNull: false, unique: true, defaultValue: DataTypes.UUIDV4 },
      kind: {
        type: DataTypes.STRING(16),
        allowNull: false,
        validate: { isIn: [API_TOKEN_KINDS as unknown as string[]] },
      },
      organisationId: { type: DataTypes.INTEGER, allowNull: false },
      userId: { type: DataTypes.INTEGER, allowNull: false },
      name: { type: DataTypes.STRING(255), allowNull: false, validate: { len: [1, 255] } },
      tokenHash: { type: DataTypes.STRING(64), allowNull: false },
      tokenPrefix: { type: DataTypes.STRING(16), allowNull: false },
      teamId: { type: DataTypes.INTEGER, allowNull: true },
      permissions: jsonColumn<string[]>('permissions', { nullable: false }),
      allowedIps: jsonColumn<string[]>('allowedIps', { nullable: true }),
      expiresAt: { type: DataTypes.DATE, allowNull: true },
      lastUsedAt: { type: DataTypes.DATE, allowNull: true },
      createdAt: DataTypes.DATE,
      updatedAt: DataTypes.DATE,
    },
    { tableName: 'api_tokens' },
  );
}
