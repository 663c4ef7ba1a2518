// Which Node `npm start` recommends, and the one line it prints on another. npm's own answer to an older
// Node is a block of EBADENGINE warnings for each dependency that declares a newer one (nineteen on Node
// 20: Lighthouse 13, puppeteer-core 25, @sparticuz/chromium, GraphQL Code Generator's fetch packages…),
// printed by `npm ci`; they say nothing this line does not, so the start script leaves them out.
// Plain Node: it runs before any dependency is installed.

const RECOMMENDED = 'Node 22 (22.19 or later) or 24';

/**
 * Null on a recommended Node; otherwise the line to print, and whether Pace runs on it at all (Node 20
 * and later: the platform, its tests and its audits run on 20, 22 and 24).
 */
export function nodeAdvice(version = process.versions.node) {
  const [major = 0, minor = 0] = version.split('.').map(Number);
  if (major >= 24 || (major === 22 && minor >= 19)) return null;
  if (major < 20) {
    return {
      runs: false,
      line: `Pace needs Node 20 or later and this is Node ${version}: install ${RECOMMENDED}.`,
    };
  }
  const declared = 'Lighthouse 13 and puppeteer-core 25 declare Node 22';
  const why =
    {
      20: `Node 20 reached its end of life in April 2026, and ${declared}`,
      22: 'Lighthouse 13 declares Node 22.19 or later',
    }[major] ?? `odd-numbered releases are supported only briefly, and ${declared}`;
  return { runs: true, line: `Node ${version} runs Pace, but ${RECOMMENDED} is recommended: ${why}.` };
}

/** npm's lines about a dependency wanting a newer Node: what nodeAdvice's line says once. */
export const ENGINE_WARNING = /^npm warn EBADENGINE\b/i;
