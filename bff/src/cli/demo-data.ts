// `npm run demo-data [-- --if-empty | --remove]`: creates (or completes) the demo organisation, fills its
// sites (pages on the demo website, test profiles, budgets, RUM settings, sample CrUX; @pace/demo) and
// prints how to sign in. `--if-empty` does nothing when the database has users and no demo: `npm start`
// runs it that way, so it never adds demo accounts beside real data. `--remove` deletes everything of the demo
// (found by its mark, organisations.demo) and nothing else.
import { parseArgs } from 'node:util';
import { demoOrigin, markDemoOrganisation, removeDemoData, seedDemoContent } from '@pace/demo';
import { describeMode, loadConfigOrExit } from '@pace/platform/config';
import { openDatabase } from '@pace/platform/db';
import { secretBoxFor } from '@pace/platform/secrets';
import { DEMO_ORGANISATION, DEMO_USERS, describeDemoData, seedDemoData } from '../organisations/index.ts';

const { values } = parseArgs({
  options: {
    'if-empty': { type: 'boolean', default: false },
    remove: { type: 'boolean', default: false },
  },
});
const config = loadConfigOrExit();
// `npm start` serves the demo website on DEMO_SITE_PORT (PORT + 1 unless set): the sites point there.
const origin = demoOrigin(config.audits.demoSitePort ?? config.port + 1);
const db = await openDatabase(config.database, undefined, secretBoxFor(config));
const where = describeMode(config).database;
try {
  if (values.remove) {
    const removed = await removeDemoData(
      db,
      DEMO_USERS.map((user) => user.email),
    );
    process.stdout.write(
      `Removed the demo from ${where}: ${removed.organisations} organisation, ${removed.teams} teams, ${removed.sites} sites with their pages, snapshots, RUM and CrUX data, ${removed.users} accounts.\n`,
    );
  } else if (
    !values['if-empty'] ||
    (await db.models.User.count()) === 0 ||
    // A demo made before keeps up: its sites follow the demo website's port, new demo content is added.
    (await db.models.Organisation.count({ where: { slug: 'demo', name: DEMO_ORGANISATION.name } })) > 0
  ) {
    const { created, passwords } = await seedDemoData(db, origin);
    await markDemoOrganisation(db, DEMO_ORGANISATION.name);
    const filled = await seedDemoContent(db, { origin });
    process.stdout.write(`${created || filled ? 'Created' : 'Already present:'} demo data in ${where}.\n`);
    process.stdout.write(`${describeDemoData(passwords)}\n`);
  }
} catch (error) {
  process.stderr.write(
    `Cannot change demo data: ${(error as Error).message} (run npm run db:migrate first?)\n`,
  );
  process.exitCode = 1;
} finally {
  await db.close();
}
