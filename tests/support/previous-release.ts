// The previous release of a front-end, built from git: what a browser may still run (a shell tab left
// open) or what the platform may still serve (a remote not yet released again) when this one goes out.
// A release is a package version (`npm run release` publishes a remote as <name>@<version>), so the
// previous release is the last commit before the workspace's version became today's: a version is set
// when its work begins, so everything after that commit belongs to the new release.
import { execFileSync } from 'node:child_process';
import { mkdirSync, readdirSync, readlinkSync, rmSync, symlinkSync } from 'node:fs';
import { join } from 'node:path';
import { repoRoot } from './platform.ts';

export interface PreviousRelease {
  workspace: string;
  version: string;
  commit: string;
}

const git = (...args: string[]) =>
  execFileSync('git', args, { cwd: repoRoot, encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 }).trim();

function versionAt(commit: string, workspace: string): string | undefined {
  try {
    return JSON.parse(git('show', `${commit}:${workspace}/package.json`)).version;
  } catch {
    return undefined; // the workspace did not exist yet
  }
}

/** The tip of the workspace's previous version; throws when its history has only one version. */
export function previousRelease(workspace: string): PreviousRelease {
  const current = versionAt('HEAD', workspace);
  // Newest first along the main line (a merged branch is one step): the commit that set today's version
  // stands on the previous release's last commit.
  const changes = git('log', '--first-parent', '--format=%H', 'HEAD', '--', `${workspace}/package.json`);
  for (const commit of changes.split('\n')) {
    const parent = `${commit}^`;
    const before = versionAt(parent, workspace);
    if (before !== undefined && before !== current) {
      return { workspace, version: before, commit: git('rev-parse', parent) };
    }
  }
  throw new Error(
    `${workspace} has had one version only (${current}) in this clone's history: a version skew test needs the previous one (a full clone, not a shallow one)`,
  );
}

/**
 * Builds the workspace as it was at that release, in a tree of its own under tests/.artifacts. The
 * tree gets today's installed packages (linked, not copied), except the workspace packages (@pace/*),
 * which are the release's own: a remote compiles in the kit and the UI of its day.
 */
export function buildPreviousRelease(release: PreviousRelease): string {
  const tree = join(
    repoRoot,
    'tests',
    '.artifacts',
    'previous-releases',
    `${release.workspace}-${release.commit}`,
  );
  rmSync(tree, { recursive: true, force: true });
  mkdirSync(tree, { recursive: true });
  execFileSync('sh', ['-c', `git archive ${release.commit} | tar -x -C "${tree}"`], { cwd: repoRoot });
  linkInstalledPackages(join(repoRoot, 'node_modules'), join(tree, 'node_modules'));
  execFileSync('npm', ['run', 'build', '--silent', '-w', release.workspace], {
    cwd: tree,
    env: { ...process.env, NODE_ENV: 'production' },
    stdio: 'pipe',
  });
  return join(tree, release.workspace, 'dist');
}

/** node_modules of another tree: every installed package a link to ours, the workspace ones to that tree's. */
function linkInstalledPackages(installed: string, into: string): void {
  mkdirSync(into, { recursive: true });
  for (const entry of readdirSync(installed)) {
    if (entry === '@pace') continue;
    symlinkSync(join(installed, entry), join(into, entry));
  }
  mkdirSync(join(into, '@pace'));
  for (const name of readdirSync(join(installed, '@pace'))) {
    // npm links each workspace as ../../<folder>: the same relative link points into the release's tree.
    symlinkSync(readlinkSync(join(installed, '@pace', name)), join(into, '@pace', name));
  }
}
