// `npm run secrets:rotate`: reseals every stored secret (sites' form-login passwords, integrations'
// secrets and URLs) under the current PACE_SECRETS_KEY. Rotating a key:
//   1. `npm run secrets:rotate -- --new-key` prints a new key;
//   2. deploy with PACE_SECRETS_KEY=<new key> and PACE_SECRETS_PREVIOUS_KEYS=<old key> (both still open);
//   3. `npm run secrets:rotate` (safe to run again, and beside running processes);
//   4. remove the old key from PACE_SECRETS_PREVIOUS_KEYS.
import { parseArgs } from 'node:util';
import { describeMode, loadConfigOrExit } from '@pace/platform/config';
import { openDatabase } from '@pace/platform/db';
import { newSecretKey, resealSecrets, secretBoxFor } from '@pace/platform/secrets';

const { values } = parseArgs({ options: { 'new-key': { type: 'boolean', default: false } } });
if (values['new-key']) {
  process.stdout.write(`${newSecretKey()}\n`);
} else {
  const config = loadConfigOrExit();
  const box = secretBoxFor(config);
  const db = await openDatabase(config.database, undefined, box);
  try {
    const count = await resealSecrets(db.sequelize, box);
    const where = describeMode(config).database;
    process.stdout.write(`Resealed ${count} secret(s) under key ${box.keyId} in ${where}.\n`);
  } catch (error) {
    process.stderr.write(`Cannot reseal the secrets: ${(error as Error).message}\n`);
    process.exitCode = 1;
  } finally {
    await db.close();
  }
}
