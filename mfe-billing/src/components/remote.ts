// Route helpers of this remote.
import type { RemoteProps } from '@pace/mfe-kit';

export { useRemote } from '@pace/mfe-kit';

/** The organisation of every billing route (`/organisations/$orgId/...`). */
export function orgIdOf(remote: Pick<RemoteProps, 'route'>): string {
  return remote.route.params.orgId ?? '';
}
