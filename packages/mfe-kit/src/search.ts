// State a person would bookmark or send (period, group-by, filters, tab) lives in the URL's search
// parameters: the shell hands them over in `route.search`, and a change navigates to the same path with
// the new search (replacing the history entry), so reloading or sharing the link shows the same screen.
import { useCallback, useEffect, useState } from 'react';
import { useRemote } from './remote-context';

type Search = Readonly<Record<string, unknown>>;

/** The search string ('?…' or '') of `search` with `changes` applied; null or undefined removes a key. */
export function searchWith(search: Search, changes: Readonly<Record<string, string | null | undefined>>) {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries({ ...search, ...changes })) {
    if (value == null || value === '') continue;
    params.set(key, typeof value === 'object' ? JSON.stringify(value) : String(value));
  }
  const text = params.toString();
  return text ? `?${text}` : '';
}

/**
 * One choice among `allowed`, kept in the search parameter `name` (left out of the URL while it is the
 * fallback). `const [period, setPeriod] = useSearchChoice('period', PERIODS, 'last_7_days')`.
 */
export function useSearchChoice<T extends string>(
  name: string,
  allowed: readonly T[],
  fallback: T,
): readonly [T, (next: T) => void] {
  const { route, navigate } = useRemote();
  const raw = route.search[name];
  const fromUrl = allowed.find((choice) => choice === String(raw ?? '')) ?? fallback;
  // Shown at once on a change, before the shell hands over the new route; a new URL (back, forward, a
  // link) brings its own value.
  const [value, setValue] = useState(fromUrl);
  useEffect(() => setValue(fromUrl), [fromUrl]);
  const set = useCallback(
    (next: T) => {
      setValue(next);
      navigate(`${route.path}${searchWith(route.search, { [name]: next === fallback ? null : next })}`, {
        replace: true,
      });
    },
    [navigate, route.path, route.search, name, fallback],
  );
  return [value, set] as const;
}

/** Free text (a filter) kept in the search parameter `name`; the empty string leaves it out. */
export function useSearchText(name: string): readonly [string, (next: string) => void] {
  const { route, navigate } = useRemote();
  const raw = route.search[name];
  const fromUrl = raw == null ? '' : String(raw);
  const [value, setValue] = useState(fromUrl);
  useEffect(() => setValue(fromUrl), [fromUrl]);
  const set = useCallback(
    (next: string) => {
      setValue(next);
      navigate(`${route.path}${searchWith(route.search, { [name]: next })}`, { replace: true });
    },
    [navigate, route.path, route.search, name],
  );
  return [value, set] as const;
}
