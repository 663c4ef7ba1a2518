// Where results go: a table for people, CSV or JSON for programs, to stdout or a file.
import { mkdir, writeFile } from 'node:fs/promises';
import { dirname, extname } from 'node:path';
import { stringify } from 'csv-stringify/sync';
import { CliError, ExitCode } from './exit-codes.ts';

export type Format = 'csv' | 'json';
export const FORMATS: Format[] = ['csv', 'json'];

/** The format asked for, else the one --out's extension names, else CSV. */
export function chooseFormat(format: string | undefined, out: string | undefined): Format {
  const chosen = format ?? (out && extname(out).toLowerCase() === '.json' ? 'json' : 'csv');
  if (!FORMATS.includes(chosen as Format)) {
    throw new CliError(`--format must be csv or json, got "${chosen}"`, ExitCode.USAGE);
  }
  return chosen as Format;
}

export interface Table {
  columns: string[];
  rows: (string | number | null)[][];
}

export function toCsv(table: Table): string {
  return stringify([table.columns, ...table.rows.map((row) => row.map((cell) => cell ?? ''))], {
    record_delimiter: 'unix',
    cast: { string: csvText },
  });
}

/** Cells a spreadsheet would read as a formula (OWASP's CSV injection list). */
const FORMULA_START = /^[=+\-@\t\r]/;

/**
 * Text that a spreadsheet would run (a page name like `=HYPERLINK(…)`) gets OWASP's escape: a leading
 * single quote, and the cell quoted. Only text is escaped: our figures are numbers, and a negative one
 * stays a number a spreadsheet can add up.
 */
function csvText(value: string) {
  return FORMULA_START.test(value) ? { value: `'${value}`, quoted: true } : value;
}

/** Aligned columns for a terminal. */
export function toText(table: Table): string {
  const cells = [table.columns, ...table.rows.map((row) => row.map((cell) => String(cell ?? '')))];
  const widths = table.columns.map((_, index) => Math.max(...cells.map((row) => row[index]!.length)));
  return `${cells
    .map((row) =>
      row
        .map((cell, index) => (index === row.length - 1 ? cell : cell.padEnd(widths[index]!)))
        .join('  ')
        .trimEnd(),
    )
    .join('\n')}\n`;
}

/** Writes to the file named (making its folder), or to stdout. */
export async function emit(text: string, out: string | undefined): Promise<void> {
  if (!out || out === '-') {
    process.stdout.write(text);
    return;
  }
  try {
    await mkdir(dirname(out), { recursive: true });
    await writeFile(out, text);
  } catch (error) {
    throw new CliError(`Cannot write ${out}: ${(error as Error).message}`, ExitCode.OUTPUT);
  }
}

export const json = (value: unknown) => `${JSON.stringify(value, null, 2)}\n`;
