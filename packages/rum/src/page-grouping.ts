// Page groupings: a name and a path pattern. Spec: the pattern starts with / and has at least one *
// wildcard; `*` matches within one path segment, `**` across segments. Matched by the platform's
// linear-time glob: the rollups run it over every beacon's path.
import { globMatcher } from '@pace/platform/glob';

export const MAX_PATTERN_LENGTH = 500;

/** Why a pattern is refused, or null when it is valid. */
export function patternProblem(pattern: string): string | null {
  if (!pattern.startsWith('/')) return 'The pattern must start with /';
  if (!pattern.includes('*')) return 'The pattern must contain at least one * wildcard';
  if (pattern.length > MAX_PATTERN_LENGTH)
    return `The pattern must be at most ${MAX_PATTERN_LENGTH} characters`;
  if (/[?#\s]/.test(pattern)) return 'The pattern is a path: no spaces, ? or #';
  return null;
}

/** A matcher for one pattern. Only * and ** are special: every other character matches itself. */
export function pathMatcher(pattern: string): (path: string) => boolean {
  return globMatcher(pattern);
}

export interface PageGroupingRule {
  name: string;
  pattern: string;
}

/** Assigns each path the first grouping (by position) whose pattern matches it. */
export function pageGroupingClassifier(groupings: readonly PageGroupingRule[]) {
  const matchers = groupings.map((grouping) => ({
    name: grouping.name,
    test: pathMatcher(grouping.pattern),
  }));
  const cache = new Map<string, string | null>();
  return (path: string): string | null => {
    let found = cache.get(path);
    if (found === undefined) {
      found = matchers.find((matcher) => matcher.test(path))?.name ?? null;
      cache.set(path, found);
    }
    return found;
  };
}
