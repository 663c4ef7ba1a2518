import { fileURLToPath, pathToFileURL } from 'node:url';
import type { QueryInterface, Sequelize } from 'sequelize';
import { SequelizeStorage, Umzug } from 'umzug';
import type { Logger } from '../log.ts';
import type { MigrationFn } from './migration-helpers.ts';

const MIGRATIONS_DIR = fileURLToPath(new URL('./migrations/', import.meta.url));

/** Umzug over the timestamped files in ./migrations; applied names are kept in the `migrations` table. */
export function createMigrator(sequelize: Sequelize, log?: Logger): Umzug<QueryInterface> {
  return new Umzug<QueryInterface>({
    migrations: {
      glob: ['*.{ts,js}', { cwd: MIGRATIONS_DIR, ignore: ['*.d.ts', '*.test.ts'] }],
      resolve: ({ name, path, context }) => {
        const load = async () =>
          (await import(pathToFileURL(path!).href)) as { up: MigrationFn; down: MigrationFn };
        return {
          name: name.replace(/\.(ts|js)$/, ''),
          up: async () => (await load()).up({ context }),
          down: async () => (await load()).down({ context }),
        };
      },
    },
    context: sequelize.getQueryInterface(),
    storage: new SequelizeStorage({ sequelize, tableName: 'migrations' }),
    logger: log
      ? {
          info: (event) => log.info(event, 'migration'),
          warn: (event) => log.warn(event, 'migration'),
          error: (event) => log.error(event, 'migration'),
          debug: (event) => log.debug(event, 'migration'),
        }
      : undefined,
  });
}
