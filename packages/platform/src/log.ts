// Structured logs (pino). `json` (the default): one JSON object a line on stdout, for whatever collects
// them. `text` (LOG_FORMAT=text, what `npm start` shows a person): one plain line per event on stdout
// (log-console.ts), the JSON lines in a file of their own. Credentials never reach a line: fields named
// like one are censored, and database errors are logged without the values their query carried (see
// log-redaction.ts).
import { mkdirSync } from 'node:fs';
import { dirname } from 'node:path';
import { pino } from 'pino';
import { consoleStream } from './log-console.ts';
import { REDACTED, REDACTED_PATHS, serializeError, serializePath } from './log-redaction.ts';
import { keepPrivate, PRIVATE_FILE, PRIVATE_FOLDER } from './private-files.ts';

export { consoleLine } from './log-console.ts';
export { redactPath } from './log-redaction.ts';

export type Logger = pino.Logger;
export type LogLevel = pino.LevelWithSilent;
export const LOG_FORMATS = ['json', 'text'] as const;
export type LogFormat = (typeof LOG_FORMATS)[number];

/** Set on a logger (and so on its children) whose own lines are the text console. */
const TEXT_CONSOLE = Symbol('pace.log.textConsole');

export function createLogger(
  options: {
    level?: LogLevel;
    name?: string;
    /** `json` unless given. */
    format?: LogFormat;
    /** stdout unless given (tests read what is logged): the JSON lines, or with `text` the console's. */
    destination?: pino.DestinationStream;
    /** With `text`: where the JSON lines go (appended; the file and its folder private). */
    file?: string | null;
  } = {},
): Logger {
  const text = options.format === 'text';
  const logger = pino(
    {
      level: options.level ?? 'info',
      base: { service: options.name ?? 'pace', pid: process.pid },
      timestamp: pino.stdTimeFunctions.isoTime,
      // A `path` or `url` is logged without the tokens it may carry, whoever logs it, at any level.
      serializers: { err: serializeError, error: serializeError, path: serializePath, url: serializePath },
      redact: { paths: REDACTED_PATHS, censor: REDACTED },
    },
    text ? textDestination(options.destination, options.file ?? null) : options.destination,
  );
  if (text) Object.defineProperty(logger, TEXT_CONSOLE, { value: true });
  return logger;
}

function textDestination(destination: pino.DestinationStream | undefined, file: string | null) {
  const streams: pino.StreamEntry[] = [
    { level: 'trace', stream: consoleStream(destination ?? process.stdout) },
  ];
  if (file) {
    mkdirSync(dirname(file), { recursive: true, mode: PRIVATE_FOLDER });
    keepPrivate(dirname(file));
    keepPrivate(file);
    // Written as each event is logged: a crash loses none of the lines that explain it.
    streams.push({
      level: 'trace',
      stream: pino.destination({ dest: file, append: true, sync: true, mode: PRIVATE_FILE }),
    });
  }
  return pino.multistream(streams);
}

/** The logger of a process named `name`, as its configuration says (LOG_LEVEL, LOG_FORMAT). */
export function configuredLogger(
  config: { logLevel: LogLevel; logFormat: LogFormat; logFile: string },
  name: string,
  level: LogLevel = config.logLevel,
): Logger {
  return createLogger({ level, name, format: config.logFormat, file: config.logFile });
}

/**
 * An event a person at the console reads as `line`: on the text console that event is the line; with
 * JSON on stdout the line is also written plainly, as the start script and the tests wait for it.
 */
export function say(
  log: Logger,
  line: string,
  fields: Record<string, unknown> = {},
  level: 'info' | 'warn' = 'info',
): void {
  log[level](fields, line);
  if (!(TEXT_CONSOLE in log)) process.stdout.write(`${line}\n`);
}

/** A logger that writes nothing, for tests and tools that report on their own. */
export function silentLogger(): Logger {
  return pino({ level: 'silent' });
}
