// The run-time manifest of the module federation remotes: which version of each the shell loads, and
// the first-screen operations its release declares (so the shell asks for them while the code loads).
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { RemoteManifest } from '@pace/mfe-kit';
import { FIRST_SCREENS_FILE, type FirstScreensFile } from '@pace/mfe-kit/first-screens';
import { BadUserInputError, NotFoundError } from '@pace/platform/errors';
import { REMOTE_NAME_PATTERN, type RemoteReleases } from '@pace/platform/remotes';
import { type PreloadLink, RemotePreloads } from './remote-preloads.ts';

type ManifestEntry = RemoteManifest['remotes'][number];

export class RemoteService {
  private readonly preloadHints: RemotePreloads;

  constructor(private readonly releases: RemoteReleases) {
    this.preloadHints = new RemotePreloads(releases);
  }

  /** `Link` values that fetch `remote`'s first screen with the page that shows it. */
  preloads(remote: string): Promise<PreloadLink[]> {
    return this.preloadHints.forRemote(remote);
  }

  async manifest(): Promise<RemoteManifest> {
    // Names come from the release command, which only publishes workspace remotes.
    const entries = (await this.releases.manifest()) as ManifestEntry[];
    const remotes = await Promise.all(
      entries.map(async (entry) => {
        const firstScreens = await this.firstScreens(entry.name, entry.version);
        return firstScreens ? { ...entry, firstScreens } : entry;
      }),
    );
    return { remotes };
  }

  /** The release's first-screens.json; none when it has no such file (or an unreadable one). */
  private async firstScreens(name: string, version: string) {
    try {
      const text = await readFile(join(this.releases.directory(name, version), FIRST_SCREENS_FILE), 'utf8');
      const screens = (JSON.parse(text) as Partial<FirstScreensFile>).screens;
      return screens && typeof screens === 'object' ? screens : undefined;
    } catch {
      return undefined;
    }
  }

  async entry(name: string): Promise<ManifestEntry> {
    if (!REMOTE_NAME_PATTERN.test(name)) {
      throw new BadUserInputError(`"${name}" is not a remote name (like mfe-rum)`, { field: 'name' });
    }
    const entry = (await this.manifest()).remotes.find((remote) => remote.name === name);
    if (!entry) throw NotFoundError.of('remote');
    return entry;
  }
}
