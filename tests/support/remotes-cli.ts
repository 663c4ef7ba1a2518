import { spawnSync } from 'node:child_process';
import { join } from 'node:path';
import { inject } from 'vitest';
import { repoRoot } from './platform.ts';

/** Runs the release CLI (`scripts/remotes.ts`) against the platform of this end-to-end run. */
export function remotesCli(...args: string[]): string {
  const result = spawnSync(
    process.execPath,
    ['--import', 'tsx', join(repoRoot, 'scripts', 'remotes.ts'), ...args],
    {
      cwd: repoRoot,
      env: {
        ...process.env,
        DATABASE_URL: inject('databaseURL'),
        DATA_DIR: inject('dataDir'),
        LOG_LEVEL: 'warn',
      },
      encoding: 'utf8',
    },
  );
  if (result.status !== 0)
    throw new Error(`remotes ${args.join(' ')} failed:\n${result.stdout}${result.stderr}`);
  return result.stdout;
}
