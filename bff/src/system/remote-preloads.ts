// Preload hints for a remote's first screen. Cold, a remote screen is a chain of requests, each waiting
// for the one before: the shell's loader chunk, the remote's mf-manifest.json, its remoteEntry.js, then
// the chunks of its `./mount`. The bff knows all of them when it serves the page (the active release's
// manifest is on its disk), so the page's response names them in a `Link` header and the browser fetches
// them at once, beside the shell's own scripts.
import { join } from 'node:path';
import type { RemoteReleases } from '@pace/platform/remotes';
import type { ReleaseFiles } from './release-files.ts';

/** The parts of a module federation mf-manifest.json the hints need. */
interface MfManifest {
  metaData?: { remoteEntry?: { name?: string; path?: string } };
  exposes?: { path?: string; assets?: { js?: { sync?: string[] } } }[];
}

/** One `Link` header value: `<url>; rel=preload; as=…`. */
export type PreloadLink = string;

const script = (url: string): PreloadLink => `<${url}>; rel=preload; as=script`;
// The federation runtime fetches the manifest with fetch(): same-origin credentials, cors mode.
const fetched = (url: string): PreloadLink => `<${url}>; rel=preload; as=fetch; crossorigin=anonymous`;

/** A URL relative to `base` (an absolute URL or a root-relative path), kept in the form `base` has. */
function resolve(relative: string, base: string): string {
  const root = 'http://root.invalid';
  const url = new URL(relative, new URL(base, root));
  return url.origin === root ? `${url.pathname}${url.search}` : url.href;
}

export class RemotePreloads {
  constructor(
    private readonly releases: RemoteReleases,
    private readonly files: ReleaseFiles,
  ) {}

  /** The `Link` values for `remote`'s first screen, or none when it has no readable active release. */
  async forRemote(remote: string): Promise<PreloadLink[]> {
    const release = (await this.releases.manifest()).find((entry) => entry.name === remote);
    if (!release) return [];
    const manifest = await this.files.json<MfManifest>(
      join(this.releases.directory(release.name, release.version), 'mf-manifest.json'),
    );
    if (!manifest) return [fetched(release.entry)];
    const entryFile = manifest.metaData?.remoteEntry;
    // publicPath "auto": chunks are relative to remoteEntry.js, which sits at its path beside the manifest.
    const entryScript = resolve(
      `${entryFile?.path ? `${entryFile.path}/` : ''}${entryFile?.name ?? 'remoteEntry.js'}`,
      release.entry,
    );
    const mount = manifest.exposes?.find((expose) => expose.path === './mount');
    const chunks = (mount?.assets?.js?.sync ?? []).map((file) => resolve(file, entryScript));
    return [fetched(release.entry), script(entryScript), ...chunks.map(script)];
  }
}
