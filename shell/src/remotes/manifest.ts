// Where each remote lives: GET /api/remotes (the bff's manifest, `name → version, entry URL`), with the
// developer's local overrides on top. Nothing here is compiled in: a release changes the manifest only.
import { REMOTE_NAMES, type RemoteManifest, type RemoteManifestEntry, type RemoteName } from '@pace/mfe-kit';
import { HttpError } from '../errors';

export const MANIFEST_URL = '/api/remotes';
/** localStorage key: JSON object `{ "mfe-rum": "http://127.0.0.1:3101/mf-manifest.json" }`. */
export const OVERRIDES_KEY = 'pace:remote-overrides';

export type RemoteEntries = ReadonlyMap<RemoteName, RemoteManifestEntry>;

const isRemoteName = (name: unknown): name is RemoteName =>
  typeof name === 'string' && (REMOTE_NAMES as readonly string[]).includes(name);

/** Keeps the well-formed entries of a manifest; entry URLs become absolute (relative to `base`). */
export function parseManifest(body: unknown, base: string): Map<RemoteName, RemoteManifestEntry> {
  const entries = new Map<RemoteName, RemoteManifestEntry>();
  const remotes = (body as Partial<RemoteManifest> | null)?.remotes;
  if (!Array.isArray(remotes)) throw new Error('The remote manifest has no remotes list');
  for (const item of remotes as unknown[]) {
    const { name, version, entry, firstScreens } = (item ?? {}) as Partial<
      Record<keyof RemoteManifestEntry, unknown>
    >;
    if (!isRemoteName(name) || typeof entry !== 'string' || entry === '') continue;
    entries.set(name, {
      name,
      version: typeof version === 'string' ? version : 'unknown',
      entry: new URL(entry, base).href,
      // Each screen's declaration is checked where it is used (firstScreenVariables).
      ...(typeof firstScreens === 'object' && firstScreens !== null
        ? { firstScreens: firstScreens as RemoteManifestEntry['firstScreens'] }
        : {}),
    });
  }
  return entries;
}

/** The overrides a developer stored, ignoring anything malformed (with a warning, once per load). */
export function readOverrides(
  storage: Pick<Storage, 'getItem'> | undefined,
): Partial<Record<RemoteName, string>> {
  let raw: string | null = null;
  try {
    raw = storage?.getItem(OVERRIDES_KEY) ?? null;
  } catch {
    return {};
  }
  if (!raw) return {};
  try {
    const parsed: unknown = JSON.parse(raw);
    if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed))
      throw new Error('not an object');
    const overrides: Partial<Record<RemoteName, string>> = {};
    for (const [name, entry] of Object.entries(parsed)) {
      if (isRemoteName(name) && typeof entry === 'string' && entry !== '') overrides[name] = entry;
      else console.warn(`Ignoring remote override ${name}: expected a remote name and an entry URL`);
    }
    return overrides;
  } catch (error) {
    console.warn(`Ignoring ${OVERRIDES_KEY}: it is not a JSON object of remote name to entry URL`, error);
    return {};
  }
}

export function applyOverrides(
  entries: ReadonlyMap<RemoteName, RemoteManifestEntry>,
  overrides: Partial<Record<RemoteName, string>>,
  base: string,
): Map<RemoteName, RemoteManifestEntry> {
  const result = new Map(entries);
  for (const [name, entry] of Object.entries(overrides) as [RemoteName, string][]) {
    console.warn(`Remote ${name} is overridden locally: ${entry}`);
    // The release's first-screen operations may not be the local build's: none are prefetched.
    result.set(name, { name, version: 'local override', entry: new URL(entry, base).href });
  }
  return result;
}

async function load(): Promise<RemoteEntries> {
  const response = await fetch(MANIFEST_URL, { headers: { accept: 'application/json' }, cache: 'no-store' });
  if (!response.ok) throw new HttpError(response.status, response.statusText);
  const base = document.baseURI;
  const storage = typeof localStorage === 'undefined' ? undefined : localStorage;
  return applyOverrides(parseManifest(await response.json(), base), readOverrides(storage), base);
}

let pending: Promise<RemoteEntries> | undefined;

/** The manifest, fetched once per page; a failed fetch is tried again on the next call. */
export function remoteEntries(): Promise<RemoteEntries> {
  pending ??= load().catch((error: unknown) => {
    pending = undefined;
    throw error;
  });
  return pending;
}
