// The run-time manifest of the module federation remotes: which version of each the shell loads, and
// the first-screen operations its release declares (so the shell asks for them while the code loads).
import { join } from 'node:path';
import type { RemoteManifest } from '@pace/mfe-kit';
import {
  FIRST_SCREENS_FILE,
  type FirstScreensFile,
  firstScreenRequestUrl,
  firstScreenVariables,
} from '@pace/mfe-kit/first-screens';
import { BadUserInputError, NotFoundError } from '@pace/platform/errors';
import { REMOTE_NAME_PATTERN, type RemoteReleases } from '@pace/platform/remotes';
import type { ScreenMatch } from '../kernel/page-table.ts';
import { ReleaseFiles } from './release-files.ts';
import { type PreloadLink, RemotePreloads } from './remote-preloads.ts';

type ManifestEntry = RemoteManifest['remotes'][number];

export class RemoteService {
  private readonly files = new ReleaseFiles();
  private readonly preloadHints: RemotePreloads;

  constructor(private readonly releases: RemoteReleases) {
    this.preloadHints = new RemotePreloads(releases, this.files);
  }

  /** `Link` values that fetch `remote`'s first screen with the page that shows it. */
  preloads(remote: string): Promise<PreloadLink[]> {
    return this.preloadHints.forRemote(remote);
  }

  /**
   * The `Link` value that fetches the first operation `screen`'s active release declares, with the page:
   * at the URL the shell's prefetch asks (firstScreenRequestUrl), so the browser hands the preloaded
   * answer to it. Null when the release declares nothing for the screen or the page does not give its
   * variables. The variables are the page's own path and search values, as JSON: the person's cookie
   * decides what the answer may hold, as for any request of theirs.
   */
  async firstScreenPreload(screen: ScreenMatch, search: Record<string, string>): Promise<PreloadLink | null> {
    const release = (await this.releases.manifest()).find((entry) => entry.name === screen.remote);
    const declared = release
      ? (await this.firstScreens(release.name, release.version))?.[screen.screen]
      : null;
    const variables = declared ? firstScreenVariables(declared, { params: screen.params, search }) : null;
    if (!declared || !variables) return null;
    const url = firstScreenRequestUrl(declared.query, variables);
    // Same-origin fetch() with its default credentials: cors mode, cookies sent (crossorigin=anonymous).
    return `<${url}>; rel=preload; as=fetch; crossorigin=anonymous`;
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
    const file = await this.files.json<Partial<FirstScreensFile>>(
      join(this.releases.directory(name, version), FIRST_SCREENS_FILE),
    );
    const screens = file?.screens;
    return screens && typeof screens === 'object' ? screens : undefined;
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
