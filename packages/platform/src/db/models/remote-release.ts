import { DataTypes, type Model, type ModelStatic, type Optional, type Sequelize } from 'sequelize';

/**
 * A published build of one remote (module federation container). The manifest the shell loads lists the
 * active release of each remote; releasing is publishing a build and moving the active flag, rolling
 * back is moving it back.
 */
export interface RemoteReleaseAttributes {
  id: number;
  /** Remote name as in the manifest, e.g. `mfe-rum`. */
  name: string;
  version: string;
  /** URL of the release's mf-manifest.json: absolute (CDN) or relative to the shell's origin. */
  entryUrl: string;
  releasedAt: Date;
  active: boolean;
  /** When this release last became active; cleared when it is rolled back. */
  activatedAt: Date | null;
  createdAt: Date;
  updatedAt: Date;
}
export type RemoteReleaseCreation = Optional<
  RemoteReleaseAttributes,
  'id' | 'releasedAt' | 'active' | 'activatedAt' | 'createdAt' | 'updatedAt'
>;
export interface RemoteRelease
  extends Model<RemoteReleaseAttributes, RemoteReleaseCreation>,
    RemoteReleaseAttributes {}
export type RemoteReleaseModel = ModelStatic<RemoteRelease>;

export function defineRemoteRelease(sequelize: Sequelize): RemoteReleaseModel {
  return sequelize.define<RemoteRelease>(
    'RemoteRelease',
    {
      id: { type: DataTypes.INTEGER, autoIncrement: true, primaryKey: true },
      name: { type: DataTypes.STRING(64), allowNull: false },
      version: { type: DataTypes.STRING(64), allowNull: false },
      entryUrl: { type: DataTypes.STRING(1024), allowNull: false },
      releasedAt: { type: DataTypes.DATE, allowNull: false, defaultValue: DataTypes.NOW },
      // Stored as TRUE or NULL, never FALSE: the unique index on (name, active) then allows any number of
      // inactive releases but one active release per remote, in MySQL and SQLite alike.
      active: {
        type: DataTypes.BOOLEAN,
        allowNull: true,
        get() {
          return this.getDataValue('active') === true;
        },
        set(value: boolean) {
          this.setDataValue('active', (value ? true : null) as boolean);
        },
      },
      activatedAt: { type: DataTypes.DATE, allowNull: true },
      createdAt: DataTypes.DATE,
      updatedAt: DataTypes.DATE,
    },
    { tableName: 'remote_releases' },
  );
}
