// Route helpers of this remote. `useRemote()` comes from @pace/mfe-kit; re-exported here so the screens
// keep one import for the shell's props. Route parameters come typed from `useRouteParams(key)`.
import type { RemoteProps } from '@pace/mfe-kit';

export { useRemote } from '@pace/mfe-kit';

/** A search parameter as text (the router parses `?q=12` into a number). */
export function searchText(props: RemoteProps, name: string): string {
  const value = props.route.search[name];
  return value === undefined || value === null ? '' : String(value);
}
