// Structured JSON logs (pino) on stdout: one object a line, for whatever collects them.
import { pino } from 'pino';

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
      serializers: { err: pino.stdSerializers.err, error: pino.stdSerializers.err },
    },
    options.destination,
  );
}

/** A logger that writes nothing, for tests and tools that report on their own. */
export function silentLogger(): Logger {
  return pino({ level: 'silent' });
}
