// Releases of the module federation remotes: a build published under REMOTES_DIR/<name>/<version>/ and
// a row in remote_releases; the active row of each remote is its entry in the manifest the shell loads.
import { join } from 'node:path';
import type { Config } from '../config.ts';
import { type Database, Op, type RemoteRelease } from '../db/index.ts';
import { copyDirectoryAtomically, exists, hashDirectory } from './files.ts';

export const REMOTE_NAME_PATTERN = /^[a-z][a-z0-9-]{0,63}$/;
export const VERSION_PATTERN = /^[0-9A-Za-z][0-9A-Za-z.+_-]{0,63}$/;
/** The file a remote's entry URL points at; its presence marks a module federation build. */
export const REMOTE_ENTRY_FILE = 'mf-manifest.json';

/** A release request that cannot be done as asked; the message says why and what to do. */
export class ReleaseError extends Error {
  override name = 'ReleaseError';
}

export interface ManifestEntry {
  name: string;
  version: string;
  entry: string;
}

export interface ReleaseInfo {
  name: string;
  version: string;
  entry: string;
  active: boolean;
  releasedAt: Date;
  activatedAt: Date | null;
}

export interface PublishResult {
  release: ReleaseInfo;
  /** False when the same build was already published under this version. */
  copied: boolean;
  /** The version that was active before, if another. */
  previous: string | null;
}

const info = (release: RemoteRelease): ReleaseInfo => ({
  name: release.name,
  version: release.version,
  entry: release.entryUrl,
  active: release.active,
  releasedAt: release.releasedAt,
  activatedAt: release.activatedAt,
});

export class RemoteReleases {
  constructor(
    private readonly db: Database,
    private readonly config: Pick<Config, 'remotesDir' | 'remotesBaseUrl'>,
  ) {}

  /** The run-time manifest: the active release of each remote. */
  async manifest(): Promise<ManifestEntry[]> {
    const active = await this.db.models.RemoteRelease.findAll({
      where: { active: true },
      order: [['name', 'ASC']],
    });
    return active.map((release) => ({
      name: release.name,
      version: release.version,
      entry: release.entryUrl,
    }));
  }

  async list(name?: string): Promise<ReleaseInfo[]> {
    const releases = await this.db.models.RemoteRelease.findAll({
      where: name ? { name } : {},
      order: [
        ['name', 'ASC'],
        ['releasedAt', 'DESC'],
        ['id', 'DESC'],
      ],
    });
    return releases.map(info);
  }

  async active(name: string): Promise<ReleaseInfo | null> {
    const release = await this.db.models.RemoteRelease.findOne({ where: { name, active: true } });
    return release ? info(release) : null;
  }

  /** Where the files of a release live. */
  directory(name: string, version: string): string {
    return join(this.config.remotesDir, name, version);
  }

  entryUrl(name: string, version: string): string {
    const base = this.config.remotesBaseUrl ?? '/remotes';
    return `${base}/${name}/${encodeURIComponent(version)}/${REMOTE_ENTRY_FILE}`;
  }

  /**
   * Copies a build to REMOTES_DIR/<name>/<version>/ and makes it the active release. Publishing the same
   * build again only activates it; a different build under an existing version is refused unless `force`.
   */
  async publish(options: { name: string; version: string; sourceDir: string; force?: boolean }) {
    const { name, version, sourceDir } = options;
    checkName(name);
    checkVersion(version);
    if (!(await exists(join(sourceDir, REMOTE_ENTRY_FILE)))) {
      throw new ReleaseError(
        `${sourceDir} has no ${REMOTE_ENTRY_FILE}: build ${name} first (npm run build -w ${name})`,
      );
    }
    const target = this.directory(name, version);
    let copied = false;
    if (await exists(target)) {
      const same = (await hashDirectory(target)) === (await hashDirectory(sourceDir));
      if (!same) {
        if (!options.force) {
          throw new ReleaseError(
            `${name} ${version} is already published with different content: bump the version in ${name}/package.json, or pass --force to replace it`,
          );
        }
        await copyDirectoryAtomically(sourceDir, target, true);
        copied = true;
      }
    } else {
      await copyDirectoryAtomically(sourceDir, target, false);
      copied = true;
    }
    const { RemoteRelease } = this.db.models;
    const [row, created] = await RemoteRelease.findOrCreate({
      where: { name, version },
      defaults: { name, version, entryUrl: this.entryUrl(name, version), releasedAt: new Date() },
    });
    if (copied && !created) {
      // Replaced with --force: the files changed under the same version.
      await row.update({ releasedAt: new Date(), entryUrl: this.entryUrl(name, version) });
    }
    const previous = await this.activate(name, version);
    return { release: info(await row.reload()), copied, previous } satisfies PublishResult;
  }

  /** Makes a published version the active one; returns the version that was active before, if another. */
  async activate(name: string, version: string): Promise<string | null> {
    checkName(name);
    const { RemoteRelease } = this.db.models;
    return this.db.sequelize.transaction(async (transaction) => {
      const target = await RemoteRelease.findOne({ where: { name, version }, transaction });
      if (!target) {
        const known = (
          await RemoteRelease.findAll({ where: { name }, order: [['id', 'ASC']], transaction })
        ).map((r) => r.version);
        throw new ReleaseError(
          known.length
            ? `${name} has no release ${version} (published: ${known.join(', ')})`
            : `${name} has no releases yet: publish one first`,
        );
      }
      await this.checkFilesPresent(target);
      const current = await RemoteRelease.findOne({ where: { name, active: true }, transaction });
      if (current?.id === target.id) return null;
      // Strictly later than the current activation, so "the previous version" is never ambiguous.
      const now = Math.max(Date.now(), (current?.activatedAt?.getTime() ?? 0) + 1);
      if (current) await current.update({ active: false }, { transaction });
      await target.update({ active: true, activatedAt: new Date(now) }, { transaction });
      return current?.version ?? null;
    });
  }

  /**
   * Points the manifest back at the version that was active before the current one. The current one
   * leaves the history, so rolling back again goes one further back.
   */
  async rollback(name: string): Promise<{ from: string; to: string }> {
    checkName(name);
    const { RemoteRelease } = this.db.models;
    return this.db.sequelize.transaction(async (transaction) => {
      const current = await RemoteRelease.findOne({ where: { name, active: true }, transaction });
      if (!current) throw new ReleaseError(`${name} has no active release to roll back`);
      const previous = await RemoteRelease.findOne({
        where: { name, id: { [Op.ne]: current.id }, activatedAt: { [Op.ne]: null } },
        order: [
          ['activatedAt', 'DESC'],
          ['id', 'DESC'],
        ],
        transaction,
      });
      if (!previous) throw new ReleaseError(`${name} has no earlier active release to roll back to`);
      await this.checkFilesPresent(previous);
      await current.update({ active: false, activatedAt: null }, { transaction });
      await previous.update({ active: true, activatedAt: new Date() }, { transaction });
      return { from: current.version, to: previous.version };
    });
  }

  private async checkFilesPresent(release: RemoteRelease) {
    // Served from this machine's REMOTES_DIR: never point the manifest at files that are not there.
    if (!release.entryUrl.startsWith('/')) return;
    if (!(await exists(join(this.directory(release.name, release.version), REMOTE_ENTRY_FILE)))) {
      throw new ReleaseError(
        `${release.name} ${release.version} is recorded but its files are missing from ${this.directory(release.name, release.version)}: publish it again`,
      );
    }
  }
}

function checkName(name: string) {
  if (!REMOTE_NAME_PATTERN.test(name))
    throw new ReleaseError(`"${name}" is not a remote name (like mfe-rum)`);
}

function checkVersion(version: string) {
  if (!VERSION_PATTERN.test(version) || version.includes('..')) {
    throw new ReleaseError(`"${version}" is not a usable version (like 1.4.0)`);
  }
}
