// Route helpers of this remote. `screen()` and `useRemote()` come from @pace/mfe-kit; re-exported here
// so the screens keep one import for the shell's props.
import { type RemoteProps, useRemote } from '@pace/mfe-kit';
import type { ComponentType } from 'react';

export { useRemote };

/** Transitional: a screen still written as (props: RemoteProps), until this remote moves to useRemote(). */
export function screen(Component: ComponentType<RemoteProps>): ComponentType {
  return function LegacyScreen() {
    return <Component {...useRemote()} />;
  };
}

/** A route parameter the shell's route table guarantees for this screen. */
export function param(props: RemoteProps, name: string): string {
  return props.route.params[name] ?? '';
}

/** A search parameter as text (the router parses `?q=12` into a number). */
export function searchText(props: RemoteProps, name: string): string {
  const value = props.route.search[name];
  return value === undefined || value === null ? '' : String(value);
}
