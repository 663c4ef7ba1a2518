// Test artifacts (Lighthouse reports, screenshots, filmstrip frames) behind one interface: the job
// workers write them, the bff serves them for download. Local disk under ARTIFACTS_DIR by default; an
// S3-compatible store can implement the same interface.
import { mkdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import { dirname, join, resolve, sep } from 'node:path';
import type { Config } from './config.ts';

export interface ArtifactStore {
  /** Stores `body` under `key` (replacing what was there: a retried test writes again). */
  put(key: string, body: Buffer | string): Promise<{ bytes: number }>;
  /** The stored bytes, or null when there is nothing under `key`. */
  get(key: string): Promise<Buffer | null>;
  /** Removes every artifact whose key starts with `prefix/`. */
  removeAll(prefix: string): Promise<void>;
}

/** Keys are slash-separated names of letters, digits, `-`, `_` and `.`, never `..`. */
const KEY = /^[\w-]+(?:\.[\w-]+)*(?:\/[\w-]+(?:\.[\w-]+)*)*$/;

export function assertArtifactKey(key: string): void {
  if (!KEY.test(key)) throw new Error(`Not an artifact key: ${JSON.stringify(key)}`);
}

export class DiskArtifactStore implements ArtifactStore {
  private readonly root: string;

  constructor(root: string) {
    this.root = resolve(root);
  }

  private path(key: string): string {
    assertArtifactKey(key);
    const path = resolve(join(this.root, key));
    if (!path.startsWith(this.root + sep)) throw new Error(`Artifact key outside the store: ${key}`);
    return path;
  }

  async put(key: string, body: Buffer | string) {
    const path = this.path(key);
    await mkdir(dirname(path), { recursive: true });
    // Written aside and renamed, so a reader never sees half a file.
    const partial = `${path}.${process.pid}.${Date.now()}.partial`;
    await writeFile(partial, body);
    await rename(partial, path);
    return { bytes: typeof body === 'string' ? Buffer.byteLength(body) : body.length };
  }

  async get(key: string) {
    try {
      return await readFile(this.path(key));
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
      throw error;
    }
  }

  async removeAll(prefix: string) {
    await rm(this.path(prefix), { recursive: true, force: true });
  }
}

export function createArtifactStore(config: Pick<Config, 'audits'>): ArtifactStore {
  return new DiskArtifactStore(config.audits.artifactsDir);
}
