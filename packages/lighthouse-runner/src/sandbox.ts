// Who an audit process runs as, and where it keeps its files. Chromium renders pages strangers choose, so
// it runs with its own sandbox (a user namespace and seccomp per renderer) wherever the kernel allows
// it. That sandbox refuses to start as root, so a worker running as root starts its audit processes as
// the unprivileged `nobody`, in a home of their own that only they can write (Chromium's profile goes
// there too), removed when the process ends. Chromium without its sandbox (`--no-sandbox`) is kept for
// kernels that forbid unprivileged user namespaces: the audit process falls back to it, and says so.
import { chmodSync, chownSync, mkdtempSync } from 'node:fs';
import { rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/** `nobody` on Debian and most distributions: owns no file, belongs to no group that does. */
export const AUDIT_USER_ID = 65534;

/** The argument that tells an audit process to launch Chromium without its sandbox. */
export const UNSANDBOXED_ARG = '--unsandboxed';

export interface AuditHome {
  /** Set when the worker is root: the audit process runs as this user and group. */
  uid?: number;
  gid?: number;
  /** HOME and TMPDIR of the audit process: its Chromium profile and caches live here. */
  path: string;
  /**
   * Removes the home; never rejects. Chromium's last processes (a killed browser's renderers) can still
   * be writing its profile when the audit process has gone, so the removal tries again for a while; the
   * system's temporary directory keeps what is left after that. A throw here, in the audit process's
   * exit handler, took the whole worker down.
   */
  remove(): Promise<void>;
}

/** A fresh home for one audit process; owned by the audit user when the worker runs as root. */
export function prepareAuditHome(sandboxed: boolean): AuditHome {
  const path = mkdtempSync(join(tmpdir(), 'pace-audit-'));
  chmodSync(path, 0o700);
  const asNobody = sandboxed && process.getuid?.() === 0;
  if (asNobody) chownSync(path, AUDIT_USER_ID, AUDIT_USER_ID);
  return {
    ...(asNobody ? { uid: AUDIT_USER_ID, gid: AUDIT_USER_ID } : {}),
    path,
    remove: () =>
      rm(path, { recursive: true, force: true, maxRetries: 10, retryDelay: 100 }).catch(() => undefined),
  };
}

/** True when Chromium's launch failed because its sandbox could not start on this kernel. */
export function isSandboxFailure(message: string): boolean {
  return /sandbox/i.test(message);
}
