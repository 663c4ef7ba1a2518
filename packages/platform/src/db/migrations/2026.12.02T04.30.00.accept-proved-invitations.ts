// A membership now counts only once its invitation is accepted. Until now an invited membership counted
// at once, so people who were invited and used the organisation without clicking their link would lose
// it. Those whose address is verified have proved it since: their invitations count as accepted. An
// unverified account's invitation stays pending, as the new rule wants.
import type { MigrationFn } from '../migration-helpers.ts';

export const up: MigrationFn = async ({ context: queryInterface }) => {
  await queryInterface.sequelize.query(
    `UPDATE invitations SET accepted_at = CURRENT_TIMESTAMP
     WHERE accepted_at IS NULL
       AND user_id IN (SELECT id FROM users WHERE email_verified_at IS NOT NULL)`,
  );
};

/** Nothing to undo: which invitations were accepted by this migration is not told apart. */
export const down: MigrationFn = async () => {};
