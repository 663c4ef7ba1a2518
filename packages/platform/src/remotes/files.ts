import { createHash } from 'node:crypto';
import { cp, readdir, readFile, rename, rm, stat } from 'node:fs/promises';
import { join, relative } from 'node:path';

async function listFiles(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { withFileTypes: true, recursive: true });
  return entries
    .filter((entry) => entry.isFile())
    .map((entry) => relative(dir, join(entry.parentPath, entry.name)))
    .sort();
}

/** One hash over every file's relative path and content: equal trees, equal hashes. */
export async function hashDirectory(dir: string): Promise<string> {
  const hash = createHash('sha256');
  for (const file of await listFiles(dir)) {
    hash.update(file).update('\0');
    hash.update(await readFile(join(dir, file))).update('\0');
  }
  return hash.digest('hex');
}

export async function exists(path: string): Promise<boolean> {
  return stat(path).then(
    () => true,
    () => false,
  );
}

/**
 * Copies `source` to `target` so that readers never see a half-copied release: the copy is made beside
 * the target and renamed into place; an existing target is replaced only when `replace` is set.
 */
export async function copyDirectoryAtomically(source: string, target: string, replace: boolean) {
  const suffix = `${process.pid}-${Date.now()}`;
  const staging = `${target}.staging-${suffix}`;
  await cp(source, staging, { recursive: true, errorOnExist: true, force: false });
  if (replace && (await exists(target))) {
    const old = `${target}.old-${suffix}`;
    await rename(target, old);
    await rename(staging, target);
    await rm(old, { recursive: true, force: true });
  } else {
    await rename(staging, target);
  }
}
