// A release's JSON files (its mf-manifest.json, its first-screens.json), parsed once for each version of
// the file. Every page of a remote and every /api/remotes reads them, so they are kept; but `release
// --force` replaces a release's files under the same version, and another bff process may have published
// it, so each read checks the file's identity (a stat: inode, size, modification time) first.
import { readFile, stat } from 'node:fs/promises';

export class ReleaseFiles {
  private readonly parsed = new Map<string, { identity: string; value: Promise<unknown> }>();

  /** The file parsed as JSON; null when it is missing or unreadable. */
  async json<T>(path: string): Promise<T | null> {
    let identity: string;
    try {
      const stats = await stat(path);
      identity = `${stats.ino}:${stats.size}:${stats.mtimeMs}`;
    } catch {
      this.parsed.delete(path);
      return null;
    }
    const kept = this.parsed.get(path);
    if (kept?.identity === identity) return kept.value as Promise<T | null>;
    const entry = {
      identity,
      value: readFile(path, 'utf8')
        .then((text) => JSON.parse(text) as T)
        .catch(() => {
          // Not kept: the file may be readable on the next request.
          if (this.parsed.get(path) === entry) this.parsed.delete(path);
          return null;
        }),
    };
    this.parsed.set(path, entry);
    return entry.value;
  }
}
