// The one matcher for the wildcard patterns customers write (page groupings, the code host's branches):
// `*` matches any characters within one `/`-separated segment, a segment that is just `**` matches any
// number of whole segments (none too), every other character matches itself. Regular expressions with
// stars backtrack: `/a*a*a*a*a*a*a*a*b` against 70 `a`s took seconds. This matcher walks segments and
// characters with two pointers, going back only to the last star, so its steps are bounded by
// (pattern length + 1) × (text length + 1), whatever the pattern; the steps are counted for tests.
//
// It replaces picomatch (`dot: true`) and answers as it did on ordinary patterns and paths. Where
// picomatch was inconsistent it follows the rules above: `**` matches no segment wherever it stands
// (`/**/b` matches `/b` as `/a/**/b` matches `/a/b`), one trailing slash of the text is ignored unless the
// pattern ends with one (picomatch: only after a last `*` segment), a lone `*` needs a character (so
// `//` is not `/*`), and `.` or `..` are plain segments (paths reach the matcher resolved).

const SEPARATOR = '/';
const GLOBSTAR = '**';

/** Counts the matcher's steps: a test can bound them by the sizes of pattern and text. */
export interface GlobSteps {
  steps: number;
}

export type GlobMatcher = (text: string, meter?: GlobSteps) => boolean;

/** Every matcher's steps in this process: what a test reads around a request to judge its work. */
const taken: GlobSteps = { steps: 0 };

export function globStepsTaken(): number {
  return taken.steps;
}

/** Compiles a pattern once; the matcher answers whether a whole text matches it. */
export function globMatcher(pattern: string): GlobMatcher {
  const trailingSlash = pattern.endsWith(SEPARATOR);
  const segments = pattern.split(SEPARATOR);
  return (text, meter) => {
    const path = !trailingSlash && text.length > 1 && text.endsWith(SEPARATOR) ? text.slice(0, -1) : text;
    const counted: GlobSteps = { steps: 0 };
    const matched = segmentsMatch(segments, path.split(SEPARATOR), counted);
    taken.steps += counted.steps;
    if (meter) meter.steps += counted.steps;
    return matched;
  };
}

/** Whether a text matches any of the patterns. */
export function matchesAnyGlob(patterns: readonly string[], text: string): boolean {
  return patterns.some((pattern) => globMatcher(pattern)(text));
}

/** Two pointers over segments, a `**` segment as the wildcard: each back-track moves on one segment. */
function segmentsMatch(pattern: readonly string[], path: readonly string[], meter: GlobSteps): boolean {
  let p = 0;
  let s = 0;
  let star = -1;
  let resume = 0;
  while (s < path.length) {
    meter.steps += 1;
    if (p < pattern.length && pattern[p] === GLOBSTAR) {
      star = p++;
      resume = s;
    } else if (p < pattern.length && segmentMatches(pattern[p]!, path[s]!, meter)) {
      p++;
      s++;
    } else if (star >= 0) {
      p = star + 1;
      s = ++resume;
    } else {
      return false;
    }
  }
  while (p < pattern.length && pattern[p] === GLOBSTAR) {
    meter.steps += 1;
    p++;
  }
  return p === pattern.length;
}

/** Two pointers over characters, `*` as the wildcard. A segment of stars alone needs a character. */
function segmentMatches(pattern: string, segment: string, meter: GlobSteps): boolean {
  if (segment.length === 0 && pattern.length > 0 && /^\*+$/.test(pattern)) return false;
  let p = 0;
  let s = 0;
  let star = -1;
  let resume = 0;
  while (s < segment.length) {
    meter.steps += 1;
    if (p < pattern.length && pattern[p] === '*') {
      star = p++;
      resume = s;
    } else if (p < pattern.length && pattern[p] === segment[s]) {
      p++;
      s++;
    } else if (star >= 0) {
      p = star + 1;
      s = ++resume;
    } else {
      return false;
    }
  }
  while (p < pattern.length && pattern[p] === '*') {
    meter.steps += 1;
    p++;
  }
  return p === pattern.length;
}
