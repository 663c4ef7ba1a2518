// The text console (LOG_FORMAT=text, what `npm start` shows a person): each log event as one plain line,
// its message first, then what else it carries as `name=value`. Warnings and errors say so; a mail the
// platform only logged (no SMTP_URL) shows its address, subject and links, so signing up still works
// from the console. The full events, as JSON lines, go to the log file beside it (log.ts).

/** A logged event as pino serialised it (redacted already). */
type LogEvent = Record<string, unknown>;

const LEVELS: Record<number, string> = {
  10: 'trace: ',
  20: 'debug: ',
  40: 'warning: ',
  50: 'error: ',
  60: 'fatal: ',
};
/** Every event carries them (or they are shown another way): the file has them. */
const SHOWN_ELSEWHERE = new Set([
  'level',
  'time',
  'service',
  'pid',
  'hostname',
  'msg',
  'err',
  'error',
  'mail',
]);
/** Ids a person does not read: in the file, for following one request or job. */
const IDS = new Set(['requestId', 'jobId']);
const MAX_VALUE = 120;

/** A value as `name=value` shows it: text quoted when it has spaces, anything else as JSON; clipped. */
function shown(value: unknown): string {
  const clip = (text: string) => (text.length > MAX_VALUE ? `${text.slice(0, MAX_VALUE - 1)}\u2026` : text);
  if (typeof value !== 'string') return clip(JSON.stringify(value));
  const text = clip(value.replace(/\s*\n\s*/g, ' '));
  return /[\s"]/.test(text) ? JSON.stringify(text) : text;
}

function errorMessage(event: LogEvent): string | null {
  const err = (event.err ?? event.error) as { message?: unknown } | undefined;
  return typeof err?.message === 'string' && err.message ? err.message : null;
}

function mailPart(mail: unknown): string[] {
  if (!mail || typeof mail !== 'object') return [];
  const { to, subject, text } = mail as { to?: unknown; subject?: unknown; text?: unknown };
  const found = typeof text === 'string' ? (text.match(/https?:\/\/[^\s<>"')]+/g) ?? []) : [];
  // A link at the end of a sentence does not end with its full stop.
  const links = found.map((link) => link.replace(/[.,;:!?]+$/, ''));
  return [
    `to=${shown(to)}`,
    `subject=${shown(subject)}`,
    ...(links.length ? [`links: ${links.join(' ')}`] : []),
  ];
}

/** The one line a person reads for `event`. */
export function consoleLine(event: LogEvent): string {
  const message = String(event.msg ?? '').replace(/\s*\n\s*/g, ' ');
  const parts = [`${LEVELS[Number(event.level)] ?? ''}${message}`];
  const error = errorMessage(event);
  if (error && !message.includes(error)) parts[0] += `: ${error}`;
  parts.push(...mailPart(event.mail));
  for (const [name, value] of Object.entries(event)) {
    if (SHOWN_ELSEWHERE.has(name) || IDS.has(name) || value === undefined) continue;
    // What the message says already (a URL, the mode) is not said twice.
    if (typeof value === 'string' && value.length >= 8 && message.includes(value)) continue;
    parts.push(`${name}=${shown(value)}`);
  }
  return parts.join(' ');
}

/** A pino destination that writes each event's console line to `out`. */
export function consoleStream(out: { write(text: string): unknown }): { write(line: string): void } {
  return {
    write(line) {
      let event: LogEvent;
      try {
        event = JSON.parse(line) as LogEvent;
      } catch {
        out.write(line);
        return;
      }
      out.write(`${consoleLine(event)}\n`);
    },
  };
}
