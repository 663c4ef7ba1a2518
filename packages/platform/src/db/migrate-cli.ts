// `npm run db:migrate [up|down|status] [--to NAME | --step N]`: the database migrations, run by umzug.
//   up (default)   apply every pending migration
//   down           revert the last migration (or --step N of them, or --to NAME inclusive, --to 0 for all)
//   status         list applied and pending migrations
import { parseArgs } from 'node:util';
import { describeMode, loadConfigOrExit } from '../config.ts';
import { configuredLogger } from '../log.ts';
import { connect } from './connection.ts';
import { createMigrator } from './migrator.ts';

const { positionals, values } = parseArgs({
  allowPositionals: true,
  options: { to: { type: 'string' }, step: { type: 'string' } },
});
const command = positionals[0] ?? 'up';
const config = loadConfigOrExit();
const log = configuredLogger(config, 'migrate', config.logLevel === 'info' ? 'warn' : config.logLevel);

console.log(`Database: ${describeMode(config).database}`);
const sequelize = await connect(config.database, log).catch((error: Error) => {
  console.error(`Cannot open the database (${describeMode(config).database}): ${error.message}`);
  process.exit(1);
});
const migrator = createMigrator(sequelize);
try {
  if (command === 'up') {
    const applied = await migrator.up();
    console.log(
      applied.length ? `Applied ${applied.map((m) => m.name).join(', ')}` : 'No pending migrations',
    );
  } else if (command === 'down') {
    const to = values.to === '0' ? 0 : values.to;
    const options = to !== undefined ? { to } : { step: Number(values.step ?? 1) };
    const reverted = await migrator.down(options as { to: string | 0 } | { step: number });
    console.log(reverted.length ? `Reverted ${reverted.map((m) => m.name).join(', ')}` : 'Nothing to revert');
  } else if (command === 'status') {
    for (const m of await migrator.executed()) console.log(`applied  ${m.name}`);
    for (const m of await migrator.pending()) console.log(`pending  ${m.name}`);
  } else {
    console.error(`Unknown command "${command}": use up, down or status`);
    process.exitCode = 1;
  }
} catch (error) {
  console.error(`Migration failed: ${error instanceof Error ? error.message : String(error)}`);
  process.exitCode = 1;
} finally {
  await sequelize.close();
}
