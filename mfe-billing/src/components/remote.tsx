// Route helpers of this remote. `screen()` and `useRemote()` come from @pace/mfe-kit; re-exported here
// so the screens keep one import for the shell's props.
import type { RemoteProps } from '@pace/mfe-kit';

export { screen, useRemote } from '@pace/mfe-kit';

/** The organisation of every billing route (`/organisations/$orgId/...`). */
export function orgIdOf(props: RemoteProps): string {
  return props.route.params.orgId ?? '';
}
