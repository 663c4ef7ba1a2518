// What logs leave out. Field names that hold credentials are censored wherever a line puts them (at the
// top or one level down, and in request headers). A database error is the dangerous one: Sequelize hangs
// the SQL, its bound parameters, the row it tried to write and the driver's message ("Duplicate entry
// '<value>'") on the error, so it is logged as its kind, codes, table and field names only.
import { pino } from 'pino';

export const REDACTED = '[redacted]';

const SECRET_FIELDS = [
  'password',
  'passwordHash',
  'token',
  'secret',
  'apiKey',
  'privateKey',
  'secretKey',
  'clientSecret',
  'webhookSecret',
  'accessToken',
  'refreshToken',
  'secretAccessKey',
  'authorization',
  'cookie',
];
const SECRET_HEADERS = ['authorization', 'cookie', '["set-cookie"]', '["x-share-token"]', '["x-csrf-token"]'];

export const REDACTED_PATHS = [
  ...SECRET_FIELDS.flatMap((field) => [field, `*.${field}`]),
  ...SECRET_HEADERS.flatMap((header) => {
    const member = header.startsWith('[') ? header : `.${header}`;
    return [`headers${member}`, `*.headers${member}`];
  }),
];

/** `/auth/invitations/` → the pattern of the secret segment after it, from the path's start (or a link's). */
const secretAfter = (prefix: string) =>
  new RegExp(`^((?:https?://[^/?#]*)?/+${prefix.replaceAll('/', '/+')}/+)[^/?#]+`, 'i');

/**
 * Paths whose segment grants access by itself: invitations, password resets, email verification, share
 * links (`/tests/<uuid>/<token>`, and their artifacts), deploy hooks' addresses. Doubled slashes and
 * other cases are matched as the router matches them.
 */
const SECRET_IN_PATH = [
  secretAfter('auth/invitations'),
  secretAfter('reset-password'),
  secretAfter('verify-email'),
  secretAfter('(?:api/share|tests)/[^/?#]+'),
  secretAfter('webhooks/integrations/[^/?#]+'),
];
/** Query parameters that carry one: the invitation link's, and OAuth's code and state. */
const SECRET_IN_QUERY = /([?&](?:invitation|token|code|state|secret|key)=)[^&#]*/gi;
export const PATH_SECRET = '[token]';

/** The path or link with every secret it carries replaced: for log lines at every level. */
export function redactPath(path: string): string {
  let redacted = path.replace(SECRET_IN_QUERY, `$1${PATH_SECRET}`);
  for (const pattern of SECRET_IN_PATH) redacted = redacted.replace(pattern, `$1${PATH_SECRET}`);
  return redacted;
}

/** The log serializer of `path` and `url` fields: strings redacted, anything else as it is. */
export const serializePath = (value: unknown) => (typeof value === 'string' ? redactPath(value) : value);

/** A quoted value in a database message, unless it names a key, column, table or constraint. */
const QUOTED_VALUE = /(?<!\b(?:key|column|table|constraint|index|field|Field|database) )'(?:[^'\\]|\\.)*'/g;

interface DatabaseError extends Error {
  fields?: Record<string, unknown> | string[];
  table?: string;
  index?: string;
  parent?: { code?: string; errno?: number; sqlState?: string };
  sql?: string;
}

function isDatabaseError(error: unknown): error is DatabaseError {
  if (!(error instanceof Error)) return false;
  return error.name.startsWith('Sequelize') || 'sql' in error || 'parameters' in error;
}

/** `INSERT integrations`, `UPDATE sites`: the verb and the table, never the rest of the text. */
function statementOf(sql: string): string {
  const verb = /^\s*(\w+)/.exec(sql)?.[1]?.toUpperCase() ?? 'SQL';
  const table = /\b(?:INTO|FROM|UPDATE|TABLE)\s+[`"]?(\w+)/i.exec(sql)?.[1];
  return table ? `${verb} ${table}` : verb;
}

export function serializeError(error: unknown): unknown {
  if (!isDatabaseError(error)) return pino.stdSerializers.err(error as Error);
  const fields = Array.isArray(error.fields) ? error.fields : Object.keys(error.fields ?? {});
  return {
    type: error.constructor?.name ?? 'Error',
    name: error.name,
    message: error.message.replace(QUOTED_VALUE, `'${REDACTED}'`),
    ...(error.parent?.code ? { code: error.parent.code } : {}),
    ...(error.parent?.errno ? { errno: error.parent.errno } : {}),
    ...(error.parent?.sqlState ? { sqlState: error.parent.sqlState } : {}),
    ...(error.table ? { table: error.table } : {}),
    ...(error.index ? { index: error.index } : {}),
    ...(fields.length > 0 ? { fields } : {}),
    // The statement without its values: where the query went, not what it carried.
    ...(error.sql ? { statement: statementOf(error.sql) } : {}),
    // The frames only: the stack's first line repeats the message.
    stack: (error.stack ?? '')
      .split('\n')
      .filter((line) => line.trimStart().startsWith('at '))
      .join('\n'),
  };
}
