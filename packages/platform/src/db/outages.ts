// Database outages, logged once each (OutageLog) instead of once per failed request and job: while the
// server is down every query fails, and the bff and the workers would each log every failure.
import { ConnectionError, DatabaseError, type Sequelize } from 'sequelize';
import type { Logger } from '../log.ts';
import { OutageLog } from '../outage-log.ts';

/** Codes of a connection lost mid-query (mysql2), as opposed to a statement the database refused. */
const LOST_CONNECTION = new Set([
  'PROTOCOL_CONNECTION_LOST',
  'ECONNRESET',
  'ECONNREFUSED',
  'EPIPE',
  'ETIMEDOUT',
  'ER_SERVER_SHUTDOWN',
]);

/** Whether an error means "the database cannot be reached" rather than a query or a row going wrong. */
export function isDatabaseConnectionError(error: unknown): boolean {
  if (error instanceof ConnectionError) return true;
  if (!(error instanceof DatabaseError)) return false;
  const cause = error.parent as { code?: string; message?: string } | undefined;
  return (
    (cause?.code !== undefined && LOST_CONNECTION.has(cause.code)) ||
    /connection is in closed state/i.test(cause?.message ?? '')
  );
}

const outageLogs = new WeakMap<Sequelize, OutageLog>();

/**
 * Follows a connection pool: a connection that cannot be had opens an outage, the next one had closes
 * it. Every query takes its connection from the pool, so this sees each outage without the callers.
 */
export function watchDatabase(sequelize: Sequelize, log: Logger, what = 'database'): OutageLog {
  const outages = new OutageLog(log, 'The database', what);
  const manager = sequelize.connectionManager as unknown as {
    getConnection(...args: unknown[]): Promise<unknown>;
  };
  const getConnection = manager.getConnection.bind(manager);
  manager.getConnection = async (...args) => {
    try {
      const connection = await getConnection(...args);
      outages.recovered();
      return connection;
    } catch (error) {
      if (isDatabaseConnectionError(error)) outages.failed(error);
      throw error;
    }
  };
  outageLogs.set(sequelize, outages);
  return outages;
}

/** Whether a database's outage is known and logged already: callers then need not log its errors. */
export function databaseDown(sequelize: Sequelize): boolean {
  return outageLogs.get(sequelize)?.down ?? false;
}
