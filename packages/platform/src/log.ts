// Structured JSON logs (pino) on stdout: one object a line, for whatever collects them. Credentials never
// reach a line: fields named like one are censored, and database errors are logged without the values
// their query carried (see log-redaction.ts).
import { pino } from 'pino';
import { REDACTED, REDACTED_PATHS, serializeError, serializePath } from './log-redaction.ts';

export { redactPath } from './log-redaction.ts';

export type Logger = pino.Logger;
export type LogLevel = pino.LevelWithSilent;

export function createLogger(
  options: {
    level?: LogLevel;
    name?: string /** stdout unless given (tests read what is logged). */;
    destination?: pino.DestinationStream;
  } = {},
): Logger {
  return pino(
    {
      level: options.level ?? 'info',
      base: { service: options.name ?? 'pace', pid: process.pid },
      timestamp: pino.stdTimeFunctions.isoTime,
      // A `path` or `url` is logged without the tokens it may carry, whoever logs it, at any level.
      serializers: { err: serializeError, error: serializeError, path: serializePath, url: serializePath },
      redact: { paths: REDACTED_PATHS, censor: REDACTED },
    },
    options.destination,
  );
}

/** A logger that writes nothing, for tests and tools that report on their own. */
export function silentLogger(): Logger {
  return pino({ level: 'silent' });
}
