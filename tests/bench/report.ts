// One way to print benchmark figures: value, target, and the ratio against a baseline of the same run.
export interface Figure {
  name: string;
  value: number;
  unit: string;
  target?: { max?: number; min?: number };
  ratio?: { to: string; value: number };
  note?: string;
}

export function meetsTarget(figure: Figure): boolean | undefined {
  if (!figure.target) return undefined;
  const { max, min } = figure.target;
  return (max === undefined || figure.value <= max) && (min === undefined || figure.value >= min);
}

function formatValue(value: number, unit: string): string {
  const digits = Number.isInteger(value) ? 0 : value < 10 ? 2 : 1;
  return `${value.toFixed(digits)}${unit ? ` ${unit}` : ''}`;
}

export function printFigures(title: string, figures: Figure[]): void {
  console.log(`\n${title}`);
  const rows = figures.map((f) => {
    const target = f.target
      ? [
          f.target.max !== undefined ? `≤ ${f.target.max}` : '',
          f.target.min !== undefined ? `≥ ${f.target.min}` : '',
        ]
          .filter(Boolean)
          .join(' ')
      : (f.note ?? '');
    const verdict = meetsTarget(f);
    const ratio = f.ratio ? `${f.ratio.value.toFixed(2)}× ${f.ratio.to}` : '';
    return [
      f.name,
      formatValue(f.value, f.unit),
      target,
      verdict === undefined ? '' : verdict ? 'ok' : 'MISSED',
      ratio,
      // A figure with a target shows its note too: what it was measured on.
      f.target && f.note ? f.note : '',
    ];
  });
  const widths = rows[0]!.map((_, i) => Math.max(...rows.map((r) => r[i]!.length)));
  for (const row of rows)
    console.log(`  ${row.map((cell, i) => cell.padEnd(widths[i]!)).join('  ')}`.trimEnd());
}
