// useHistoryChoice and HistoryControls on a page: the choice comes from the URL, a change writes it back,
// and another URL (another metric's link) brings its own choice.
import { act } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { afterEach, beforeEach, expect, test } from 'vitest';
import { HistoryChart, useHistoryChoice } from '../src/charts';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

let container: HTMLDivElement;
let root: Root;
beforeEach(() => {
  container = document.createElement('div');
  document.body.append(container);
  root = createRoot(container);
});
afterEach(() => {
  act(() => root.unmount());
  container.remove();
});

type Route = { path: string; search: Record<string, unknown> };

function Screen({ route, navigate }: { route: Route; navigate: (to: string) => void }) {
  const [choice, setChoice] = useHistoryChoice({ route, navigate });
  return (
    <HistoryChart
      label="LCP"
      series={{ name: 'p75', points: [] }}
      choice={choice}
      onChoiceChange={setChoice}
      formatValue={String}
      theme="light"
      noDataMessage="No CrUX data"
    />
  );
}

const select = (name: string) =>
  container.querySelector<HTMLSelectElement>(`[data-testid="history-chart-${name}"]`)!;
function choose(name: string, value: string) {
  const element = select(name);
  act(() => {
    element.value = value;
    element.dispatchEvent(new Event('change', { bubbles: true }));
  });
}

test('reads the URL, writes changes back, and follows a new URL', () => {
  const visits: string[] = [];
  const navigate = (to: string) => visits.push(to);
  const lcp = { path: '/crux/metrics/lcp', search: { formFactor: 'PHONE', months: 12, average: '1m' } };
  act(() => root.render(<Screen route={lcp} navigate={navigate} />));
  expect([select('period').value, select('average').value]).toEqual(['12', '1m']);
  // A period without data says which period.
  expect(container.querySelector('[data-testid="chart-empty"]')?.textContent).toBe(
    'No CrUX data in the last 12 months',
  );

  choose('period', '24');
  expect(visits.at(-1)).toBe('/crux/metrics/lcp?formFactor=PHONE&months=24&average=1m');
  expect(select('period').value).toBe('24');
  choose('average', '');
  expect(visits.at(-1)).toBe('/crux/metrics/lcp?formFactor=PHONE&months=24');

  // Another metric's link, without a choice: the defaults.
  act(() => root.render(<Screen route={{ path: '/crux/metrics/cls', search: {} }} navigate={navigate} />));
  expect([select('period').value, select('average').value]).toEqual(['3', '']);
});
