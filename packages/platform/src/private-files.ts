// What the platform writes (the database, artifacts, the beacon log, the secrets key) is its own user's
// only: files 0600, folders 0700. What an earlier version or another tool left open to the group or
// others is tightened when found; one that belongs to another user is refused with what to do.
import { chmodSync, existsSync, statSync } from 'node:fs';

export const PRIVATE_FILE = 0o600;
export const PRIVATE_FOLDER = 0o700;

/** Tightens `path` when it exists and others may read or write it; throws when it is not ours. */
export function keepPrivate(path: string): void {
  if (!existsSync(path)) return;
  const stats = statSync(path);
  if ((stats.mode & 0o077) === 0) return;
  const mode = stats.isDirectory() ? PRIVATE_FOLDER : PRIVATE_FILE;
  try {
    chmodSync(path, mode);
  } catch (error) {
    throw new Error(
      `${path} can be read by other users and cannot be made private (${(error as NodeJS.ErrnoException).code}): run Pace as its owner, or chmod ${mode.toString(8)} it`,
    );
  }
}
