export { hashDirectory } from './remotes/files.ts';
export type { ManifestEntry, PublishResult, ReleaseInfo } from './remotes/releases.ts';
export {
  REMOTE_ENTRY_FILE,
  REMOTE_NAME_PATTERN,
  ReleaseError,
  RemoteReleases,
  VERSION_PATTERN,
} from './remotes/releases.ts';
