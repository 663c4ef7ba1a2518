// `npm run demo-data [-- --if-empty]`: creates (or completes) the demo organisation and prints how to
// sign in. `--if-empty` does nothing when the database has any user: `npm start` runs it that way, so it
// never adds demo accounts beside real data.
import { parseArgs } from 'node:util';
import { describeMode, loadConfigOrExit } from '@pace/platform/config';
import { openDatabase } from '@pace/platform/db';
import { secretBoxFor } from '@pace/platform/secrets';
import { describeDemoData, seedDemoData } from '../identity/index.ts';

const { values } = parseArgs({ options: { 'if-empty': { type: 'boolean', default: false } } });
const config = loadConfigOrExit();
const db = await openDatabase(config.database, undefined, secretBoxFor(config));
try {
  if (!values['if-empty'] || (await db.models.User.count()) === 0) {
    const created = await seedDemoData(db);
    const where = describeMode(config).database;
    process.stdout.write(`${created ? 'Created' : 'Already present:'} demo data in ${where}.\n`);
    process.stdout.write(`${describeDemoData()}\n`);
  }
} catch (error) {
  process.stderr.write(`Cannot add demo data: ${(error as Error).message} (run npm run db:migrate first?)\n`);
  process.exitCode = 1;
} finally {
  await db.close();
}
