// Releases of the module federation remotes (run with tsx; the database comes from DATABASE_URL).
//   list [name]                                   every release, the active one marked
//   publish <name> [--dir DIR] [--version V] [--no-build] [--force]
//                                                 build, copy to REMOTES_DIR/<name>/<version>/, activate
//   activate <name> <version>                     point the manifest at a published version
//   rollback <name>                               point it back at the previously active version
//   ensure                                        publish the current build of every remote lacking an
//                                                 active release (what `npm start` runs on a fresh machine)
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { describeMode, loadConfigOrExit, REPO_ROOT } from '@pace/platform/config';
import { createMigrator, openDatabase } from '@pace/platform/db';
import { hashDirectory, ReleaseError, RemoteReleases } from '@pace/platform/remotes';

const USAGE = `Usage: tsx scripts/remotes.ts <command>
  list [name]
  publish <name> [--dir DIR] [--version V] [--no-build] [--force]
  activate <name> <version>
  rollback <name>
  ensure`;

interface PackageJson {
  name?: string;
  version?: string;
  workspaces?: string[];
  scripts?: Record<string, string>;
}

const readJson = (path: string) => JSON.parse(readFileSync(path, 'utf8')) as PackageJson;

/** The remotes are the workspaces with a `release` script; their folder name is their manifest name. */
function remoteWorkspaces(): string[] {
  const root = readJson(join(REPO_ROOT, 'package.json'));
  return (root.workspaces ?? []).filter((folder) => {
    const manifest = join(REPO_ROOT, folder, 'package.json');
    return !folder.includes('*') && existsSync(manifest) && Boolean(readJson(manifest).scripts?.release);
  });
}

function workspaceVersion(name: string): string {
  const manifest = join(REPO_ROOT, name, 'package.json');
  if (!existsSync(manifest)) {
    throw new ReleaseError(`${name} is not a remote of this repository: pass --dir and --version`);
  }
  const version = readJson(manifest).version;
  if (!version) throw new ReleaseError(`${name}/package.json has no version`);
  return version;
}

function build(name: string) {
  console.log(`Building ${name}`);
  const result = spawnSync('npm', ['run', 'build', '--silent'], {
    cwd: join(REPO_ROOT, name),
    stdio: 'inherit',
  });
  if (result.status !== 0) throw new ReleaseError(`the build of ${name} failed (exit ${result.status})`);
}

const { positionals, values } = parseArgs({
  allowPositionals: true,
  options: {
    dir: { type: 'string' },
    version: { type: 'string' },
    'no-build': { type: 'boolean', default: false },
    force: { type: 'boolean', default: false },
    help: { type: 'boolean', short: 'h', default: false },
  },
});
const [command, ...args] = positionals;
if (values.help || !command) {
  console.log(USAGE);
  process.exit(command || values.help ? 0 : 1);
}

const config = loadConfigOrExit();
const db = await openDatabase(config.database).catch((error: Error) => {
  console.error(`Cannot open the database (${describeMode(config).database}): ${error.message}`);
  process.exit(1);
});
const releases = new RemoteReleases(db, config);

async function run(): Promise<void> {
  if ((await createMigrator(db.sequelize).pending()).length > 0) {
    throw new ReleaseError(
      `the database (${describeMode(config).database}) is not migrated: run npm run db:migrate`,
    );
  }
  switch (command) {
    case 'list': {
      const rows = await releases.list(args[0]);
      if (rows.length === 0) console.log('No releases');
      for (const r of rows) {
        const state = r.active ? 'active' : '      ';
        console.log(
          `${r.name.padEnd(16)} ${r.version.padEnd(20)} ${state} ${r.releasedAt.toISOString()} ${r.entry}`,
        );
      }
      return;
    }
    case 'publish': {
      const name = required(args[0], 'publish needs a remote name');
      const version = values.version ?? workspaceVersion(name);
      if (!values['no-build'] && !values.dir) build(name);
      const sourceDir = values.dir ? resolve(values.dir) : join(REPO_ROOT, name, 'dist');
      const result = await releases.publish({ name, version, sourceDir, force: values.force });
      const was = result.previous ? ` (was ${result.previous})` : '';
      const how = result.copied ? 'published' : 'already published, activated';
      console.log(`${name} ${version} ${how}${was}: ${result.release.entry}`);
      return;
    }
    case 'activate': {
      const name = required(args[0], 'activate needs a remote name');
      const version = required(args[1], 'activate needs a version');
      const previous = await releases.activate(name, version);
      console.log(`${name} ${version} is active${previous ? ` (was ${previous})` : ''}`);
      return;
    }
    case 'rollback': {
      const name = required(args[0], 'rollback needs a remote name');
      const { from, to } = await releases.rollback(name);
      console.log(`${name} rolled back from ${from} to ${to}`);
      return;
    }
    case 'ensure':
      return ensure();
    default:
      throw new ReleaseError(`unknown command "${command}"\n${USAGE}`);
  }
}

/** Publishes the current build of each remote that has no active release, or whose files are gone. */
async function ensure() {
  for (const name of remoteWorkspaces()) {
    const active = await releases.active(name);
    const local = active?.entry.startsWith('/');
    if (
      active &&
      (!local || existsSync(join(releases.directory(name, active.version), 'mf-manifest.json')))
    ) {
      console.log(`${name} ${active.version} is active`);
      continue;
    }
    const sourceDir = join(REPO_ROOT, name, 'dist');
    if (!existsSync(join(sourceDir, 'mf-manifest.json'))) {
      console.warn(`${name} has no build to publish (npm run build -w ${name}); its screens will not load`);
      continue;
    }
    let version = workspaceVersion(name);
    const published = releases.directory(name, version);
    // Another database (or an earlier build) already used this version for other files: never overwrite
    // them; publish this build under the version plus its content hash instead.
    if (existsSync(published) && (await hashDirectory(published)) !== (await hashDirectory(sourceDir))) {
      version = `${version}+${(await hashDirectory(sourceDir)).slice(0, 8)}`;
    }
    const result = await releases.publish({ name, version, sourceDir });
    console.log(`${name} ${version} published: ${result.release.entry}`);
  }
}

function required(value: string | undefined, message: string): string {
  if (!value) throw new ReleaseError(`${message}\n${USAGE}`);
  return value;
}

try {
  await run();
} catch (error) {
  if (!(error instanceof ReleaseError)) throw error;
  console.error(`Release failed: ${error.message}`);
  process.exitCode = 1;
} finally {
  await db.close();
}
