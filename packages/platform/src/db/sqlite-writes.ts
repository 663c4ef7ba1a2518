// SQLite has one writer. Two transactions of the embedded server at once either met on the in-memory
// database's single connection ("cannot start a transaction within a transaction") or, on the file, one
// found the other holding the write lock and failed with SQLITE_BUSY: both answered 500. Here this
// process's transactions take turns instead (a transaction started inside another one's work joins no
// queue, so nesting cannot wait on itself), and each connection waits for another process's lock rather
// than failing at once.
import { AsyncLocalStorage } from 'node:async_hooks';
import type { Sequelize, Transaction, TransactionOptions } from 'sequelize';

/** How long a statement waits for another process's write lock before SQLITE_BUSY. */
export const BUSY_TIMEOUT_MS = 5_000;

type Work<T> = (transaction: Transaction) => PromiseLike<T>;

export function takeTurnsToWrite(sequelize: Sequelize): void {
  const original = sequelize.transaction.bind(sequelize) as (
    options?: TransactionOptions,
    work?: Work<unknown>,
  ) => Promise<unknown>;
  // The transaction whose work is running, while it runs (work it left behind, a timer say, is not in it).
  const inside = new AsyncLocalStorage<{ open: boolean }>();
  let last: Promise<unknown> = Promise.resolve();
  const inTurn = async (options: TransactionOptions | undefined, work: Work<unknown>) => {
    const turn = { open: true };
    try {
      return await inside.run(turn, () => original(options, work));
    } finally {
      turn.open = false;
    }
  };
  const transaction = (options?: TransactionOptions | Work<unknown>, work?: Work<unknown>) => {
    if (typeof options === 'function') return transaction(undefined, options);
    // A transaction the caller commits itself, or one begun inside another's work: as Sequelize does it.
    if (!work || inside.getStore()?.open) return original(options, work);
    const turn = last.catch(() => undefined).then(() => inTurn(options, work));
    last = turn;
    return turn;
  };
  Object.assign(sequelize, { transaction });
}

interface Configurable {
  configure(option: 'busyTimeout', ms: number): void;
}

/** Every connection Sequelize opens waits up to BUSY_TIMEOUT_MS for a lock held elsewhere. */
export function waitForLocks(sequelize: Sequelize): void {
  const manager = sequelize.connectionManager as unknown as {
    getConnection(options?: unknown): Promise<Configurable>;
  };
  const configured = new WeakSet<Configurable>();
  const getConnection = manager.getConnection.bind(manager);
  manager.getConnection = async (options) => {
    const connection = await getConnection(options);
    if (!configured.has(connection)) {
      connection.configure('busyTimeout', BUSY_TIMEOUT_MS);
      configured.add(connection);
    }
    return connection;
  };
}
