// The columns that hold sealed secrets, and the work on all their rows at once: sealing the rows written
// in plain before sealing existed (the migration), resealing under a new key (rotation), opening them all
// again (the migration's down). Plain SQL through the connection, so migrations can use it too.
import type { Sequelize } from 'sequelize';
import { loadConfig } from '../config.ts';
import { secretBoxFor } from './keys.ts';
import { SecretBox } from './secret-box.ts';

export const SEALED_COLUMNS = [
  { table: 'sites', column: 'form_auth_password' },
  { table: 'integrations', column: 'secret' },
  // Chat incoming-webhook and automation URLs carry their credential in the address.
  { table: 'integrations', column: 'url' },
] as const;

const BATCH = 200;
const boxes = new WeakMap<Sequelize, SecretBox>();

/** Remembers the box a connection's models use, for the migrations run on that connection. */
export function useSecretBox(sequelize: Sequelize, box: SecretBox) {
  boxes.set(sequelize, box);
}

/** The connection's box; else the process's, from the environment as the configuration reads it. */
export function secretBoxOf(sequelize: Sequelize): SecretBox {
  return boxes.get(sequelize) ?? secretBoxFor(loadConfig(process.env));
}

/** Rewrites every stored secret not sealed under the box's current key; returns how many it rewrote. */
export async function resealSecrets(sequelize: Sequelize, box: SecretBox): Promise<number> {
  return rewriteAll(sequelize, (value) => (box.isCurrent(value) ? null : box.seal(box.open(value))));
}

/** Writes every stored secret back in plain (the sealing migration's down). */
export async function openSealedSecrets(sequelize: Sequelize, box: SecretBox): Promise<number> {
  return rewriteAll(sequelize, (value) => (SecretBox.isSealed(value) ? box.open(value) : null));
}

async function rewriteAll(sequelize: Sequelize, rewrite: (value: string) => string | null): Promise<number> {
  const queryInterface = sequelize.getQueryInterface();
  let rewritten = 0;
  for (const { table, column } of SEALED_COLUMNS) {
    const t = queryInterface.quoteIdentifier(table);
    const c = queryInterface.quoteIdentifier(column);
    let after = 0;
    for (;;) {
      const [rows] = (await sequelize.query(
        `SELECT id, ${c} AS value FROM ${t} WHERE ${c} IS NOT NULL AND id > ? ORDER BY id LIMIT ${BATCH}`,
        { replacements: [after] },
      )) as [{ id: number; value: string }[], unknown];
      for (const row of rows) {
        const next = rewrite(row.value);
        if (next === null) continue;
        // Only if unchanged meanwhile: a value saved during the run is already sealed by the models.
        await sequelize.query(`UPDATE ${t} SET ${c} = ? WHERE id = ? AND ${c} = ?`, {
          replacements: [next, row.id, row.value],
        });
        rewritten++;
      }
      if (rows.length < BATCH) break;
      after = rows[rows.length - 1]!.id;
    }
  }
  return rewritten;
}
