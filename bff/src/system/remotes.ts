// The run-time manifest of the module federation remotes: which version of each the shell loads.
import type { RemoteManifest } from '@pace/mfe-kit';
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
    return { remotes: (await this.releases.manifest()) as ManifestEntry[] };
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
