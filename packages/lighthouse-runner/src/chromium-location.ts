// Which Chromium audits run: CHROME_PATH when set, else the system's (Debian's /usr/bin/chromium and the
// usual places), else the Chromium that the @sparticuz/chromium package ships inside itself, unpacked
// once on first use. So audits run on a machine that has nothing but Node and npm, and a machine that has
// a Chromium of its own (kept up to date by its package manager) uses that one.
import { execFile } from 'node:child_process';
import {
  accessSync,
  chmodSync,
  constants,
  existsSync,
  lstatSync,
  mkdirSync,
  readdirSync,
  statSync,
} from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { promisify } from 'node:util';

export interface ChromiumLocation {
  path: string;
  /** `configured`: CHROME_PATH; `system`: found in the usual places; `bundled`: the npm package's. */
  source: 'configured' | 'system' | 'bundled';
}

/** Where distributions and vendors install Chromium or Chrome, in the order they are tried. */
export const SYSTEM_CHROMIUM_PATHS = [
  '/usr/bin/chromium',
  '/usr/bin/chromium-browser',
  '/usr/bin/google-chrome-stable',
  '/usr/bin/google-chrome',
  '/snap/bin/chromium',
  '/Applications/Google Chrome.app/Contents/MacOS/Google Chrome',
  '/Applications/Chromium.app/Contents/MacOS/Chromium',
];

export class ChromiumMissing extends Error {
  override name = 'ChromiumMissing';
}

export interface LocateOptions {
  /** CHROME_PATH: used as it is, and an error when it is not an executable file. */
  configured: string | null;
  /**
   * Where the shipped Chromium is unpacked: a folder every user can read, since sandboxed audits run as
   * another user (sandbox.ts), and only this one can write.
   */
  unpackInto: string;
  /** The places tried for a system Chromium (tests pass [] to hide the system's). */
  systemPaths?: readonly string[];
}

const executable = (path: string) => {
  try {
    accessSync(path, constants.X_OK);
    return statSync(path).isFile();
  } catch {
    return false;
  }
};

const located = new Map<string, Promise<ChromiumLocation>>();

/** The Chromium audits use; found once per process and options. Throws ChromiumMissing saying what to do. */
export function locateChromium(options: LocateOptions): Promise<ChromiumLocation> {
  const key = JSON.stringify(options);
  let location = located.get(key);
  if (!location) {
    location = find(options);
    located.set(key, location);
    location.catch(() => located.delete(key)); // tried again next time: it may have been installed since
  }
  return location;
}

async function find(options: LocateOptions): Promise<ChromiumLocation> {
  if (options.configured) {
    if (executable(options.configured)) return { path: options.configured, source: 'configured' };
    throw new ChromiumMissing(
      `CHROME_PATH is ${options.configured}, which is not an executable file: correct it, or unset it to use the system's Chromium or the one Pace ships`,
    );
  }
  const system = (options.systemPaths ?? SYSTEM_CHROMIUM_PATHS).find(executable);
  if (system) return { path: system, source: 'system' };
  try {
    return { path: await unpackBundledChromium(options.unpackInto), source: 'bundled' };
  } catch (error) {
    throw new ChromiumMissing(
      `No Chromium for audits: none at ${SYSTEM_CHROMIUM_PATHS[0]} or the usual places, and the one shipped in the @sparticuz/chromium package could not be unpacked (${(error as Error).message.split('\n')[0]}). Install Chromium (Debian: apt-get install chromium) or set CHROME_PATH.`,
    );
  }
}

/**
 * Unpacks the package's Chromium into `folder` (about 200 MB, a few seconds, once). In a child process
 * with TMPDIR set to that folder: the package unpacks into the temporary folder and takes any `chromium`
 * already there, so a shared /tmp would let another local user plant the browser we run.
 */
async function unpackBundledChromium(folder: string): Promise<string> {
  mkdirSync(folder, { recursive: true, mode: 0o755 });
  // A folder in a shared place (the temporary folder) is trusted only when nobody else could have put
  // a browser there: ours, a real folder, not writable by group or others.
  const folderStat = lstatSync(folder);
  const ours = process.getuid === undefined || folderStat.uid === process.getuid();
  if (!folderStat.isDirectory() || !ours || (folderStat.mode & 0o022) !== 0) {
    throw new Error(`${folder} is not a folder that only this user can write`);
  }
  const packageUrl = pathToFileURL(createRequire(import.meta.url).resolve('@sparticuz/chromium')).href;
  const script = `const { default: chromium } = await import(${JSON.stringify(packageUrl)});
process.stdout.write(await chromium.executablePath());`;
  const { stdout } = await promisify(execFile)(process.execPath, ['--input-type=module', '-e', script], {
    env: { ...process.env, TMPDIR: folder },
    timeout: 120_000,
  });
  const path = stdout.trim();
  if (!existsSync(path)) throw new Error(`the package named ${path}, which does not exist`);
  // Unpacked for the owner only; the sandboxed audit process runs as another user (sandbox.ts).
  for (const entry of readdirSync(folder, { recursive: true, withFileTypes: true })) {
    const file = join(entry.parentPath, entry.name);
    chmodSync(file, entry.isDirectory() || file === path ? 0o755 : 0o644);
  }
  return path;
}

/** One line for the start of a worker or of `npm start`: which browser audits use, or what is missing. */
export async function describeAuditBrowser(options: LocateOptions): Promise<{ ok: boolean; line: string }> {
  try {
    const { path, source } = await locateChromium(options);
    const from = {
      configured: 'CHROME_PATH',
      system: 'the system',
      bundled: 'the @sparticuz/chromium package',
    };
    return { ok: true, line: `Audits use Chromium at ${path} (from ${from[source]})` };
  } catch (error) {
    return { ok: false, line: (error as Error).message };
  }
}
