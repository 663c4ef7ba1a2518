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

/** The organisation of every billing route (`/organisations/$orgId/...`). */
export function orgIdOf(props: RemoteProps): string {
  return props.route.params.orgId ?? '';
}
