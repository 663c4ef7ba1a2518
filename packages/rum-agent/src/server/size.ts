import { gzipSync } from 'node:zlib';

/**
 * The agent's weight limit: 5 KB gzip, web-vitals included (the issue's target). The tests and the `size`
 * script fail above it, so growth is a decision: web-vitals' attribution build alone would be 4.6 KB, which
 * is why attribution is computed in the agent (instrumentations/web-vitals/attribution.ts).
 */
export const GZIP_TARGET_BYTES = 5 * 1024;

export const gzipSize = (code: string): number => gzipSync(Buffer.from(code), { level: 9 }).length;
