// pace export artifacts: the files of every test of one snapshot (the Lighthouse report, the final
// screenshot, optionally the filmstrip) into a folder per page and profile, with a manifest.json.
import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { PaceClient } from '../client.ts';
import { CliError, ExitCode } from '../exit-codes.ts';
import { CliSnapshotArtifactsDocument } from '../graphql/generated/graphql.ts';
import { json } from '../output.ts';
import type { Progress } from '../progress.ts';
import type { SiteRef } from '../site-ref.ts';
import { eachSnapshot } from './snapshots.ts';

export const ARTIFACT_KINDS = ['lighthouse', 'screenshot', 'filmstrip'] as const;
export type ArtifactKind = (typeof ARTIFACT_KINDS)[number];

/** Artifact names as the workers store them: lighthouse.json, screenshot.jpg, filmstrip-3.webp. */
export function kindOf(name: string): ArtifactKind | null {
  if (name === 'lighthouse.json') return 'lighthouse';
  if (/^screenshot\./.test(name)) return 'screenshot';
  if (/^filmstrip-\d+\./.test(name)) return 'filmstrip';
  return null;
}

/** `--snapshot latest`: the newest snapshot that completed. */
async function latestCompleted(client: PaceClient, site: SiteRef): Promise<string> {
  for await (const snapshot of eachSnapshot(client, site)) {
    if (snapshot.status === 'completed') return snapshot.id;
  }
  throw new CliError('This site has no completed snapshot', ExitCode.NOT_FOUND);
}

/** A folder name a person can read that every file system accepts. */
const folderName = (text: string) =>
  text
    .normalize('NFKD')
    .replace(/[^\w.-]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .toLowerCase() || 'unnamed';

export async function exportArtifacts(
  client: PaceClient,
  site: SiteRef,
  options: { snapshot: string; out: string; include: string },
  bar: Progress,
) {
  const kinds = options.include
    .split(',')
    .map((kind) => kind.trim())
    .filter(Boolean);
  for (const kind of kinds) {
    if (!ARTIFACT_KINDS.includes(kind as ArtifactKind)) {
      throw new CliError(`--include takes ${ARTIFACT_KINDS.join(', ')}; got "${kind}"`, ExitCode.USAGE);
    }
  }
  const { snapshot } = await client.query(CliSnapshotArtifactsDocument, {
    ...site,
    snapshotId: options.snapshot === 'latest' ? await latestCompleted(client, site) : options.snapshot,
  });

  const used = new Set<string>();
  const plan = snapshot.tests.map((test) => {
    let folder = `${folderName(test.page.name)}--${folderName(test.profile.name)}`;
    if (used.has(folder)) folder = `${folder}--${test.uuid.slice(0, 8)}`;
    used.add(folder);
    const files = test.artifacts.filter((artifact) => kinds.includes(kindOf(artifact.name) as ArtifactKind));
    return { test, folder, files };
  });
  const total = plan.reduce((sum, entry) => sum + entry.files.length, 0);

  const write = async (path: string, body: Buffer | string) => {
    try {
      await mkdir(join(path, '..'), { recursive: true });
      await writeFile(path, body);
    } catch (error) {
      throw new CliError(`Cannot write ${path}: ${(error as Error).message}`, ExitCode.OUTPUT);
    }
  };

  bar.start(total, `Downloading artifacts of snapshot ${snapshot.id}`);
  try {
    for (const { folder, files } of plan) {
      for (const file of files) {
        await write(join(options.out, folder, file.name), await client.download(file.url));
        bar.tick();
      }
    }
  } finally {
    bar.stop();
  }
  await write(
    join(options.out, 'manifest.json'),
    json({
      snapshot: snapshot.id,
      status: snapshot.status,
      tests: plan.map(({ test, folder, files }) => ({
        test: test.uuid,
        status: test.status,
        page: test.page.name,
        pageUrl: test.page.url,
        profile: test.profile.name,
        folder,
        files: files.map((file) => ({ name: file.name, contentType: file.contentType, bytes: file.bytes })),
      })),
    }),
  );
  process.stderr.write(`${total} files of ${plan.length} tests written to ${options.out}\n`);
}
