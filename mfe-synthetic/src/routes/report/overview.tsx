// The share report's overview: the test screen, read-only (routes/test.tsx).
export { Test as ReportOverview } from '../test';
