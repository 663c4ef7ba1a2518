// Route helpers of this remote. `useRemote()` comes from @pace/mfe-kit; re-exported here so the screens
// keep one import for the shell's props.
import type { RemoteProps } from '@pace/mfe-kit';

export { useRemote } from '@pace/mfe-kit';

/** A route parameter the shell's route table guarantees for this screen. */
export function param(props: RemoteProps, name: string): string {
  return props.route.params[name] ?? '';
}

/** A search parameter as text (the router parses `?q=12` into a number). */
export function searchText(props: RemoteProps, name: string): string {
  const value = props.route.search[name];
  return value === undefined || value === null ? '' : String(value);
}
