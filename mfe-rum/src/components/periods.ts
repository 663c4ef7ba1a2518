// The periods a RUM screen can show (`?period=`): plain data, read by the screens and by the first-screen
// declarations (src/first-screens.ts), which the build loads outside the browser.
export const PERIODS = [
  ['today', 'Today'],
  ['last_7_days', 'Last 7 days'],
  ['last_14_days', 'Last 14 days'],
  ['last_month', 'Last month'],
  ['last_3_months', 'Last 3 months'],
  ['last_6_months', 'Last 6 months'],
] as const;
export type Period = (typeof PERIODS)[number][0];
export const PERIOD_KEYS = PERIODS.map(([key]) => key);
