// Whether an organisation's GitHub App installation reaches a repository, as GitHub answers it: the
// repositories the installation was granted (GET /installation/repositories, called as the installation).
// A site is bound only to a repository its own organisation's installation reaches, so no organisation
// can name another's repository and act on it through the other's installation.
import { type GitHubConfig, gitHubConfigured, installationClient } from './client.ts';

/** A repository as GitHub identifies it: the id never changes, the name can (renames, transfers). */
export interface CodeHostRepository {
  id: number;
  fullName: string;
}

export type RepositoryAccess =
  | { reachable: true; repository: CodeHostRepository }
  /** The installation was not granted the repository, or GitHub no longer knows the installation. */
  | { reachable: false }
  /** The App is not set up on this server (no app id or key), or GitHub could not be asked. */
  | { reachable: 'unknown'; reason: 'not_configured' | 'unavailable'; cause?: unknown };

/** Looks `fullName` ("owner/name", any letter case) up among the installation's repositories. */
export async function repositoryAccess(
  config: GitHubConfig,
  installationId: number,
  fullName: string,
): Promise<RepositoryAccess> {
  if (!gitHubConfigured(config)) return { reachable: 'unknown', reason: 'not_configured' };
  const octokit = installationClient(config, installationId);
  const wanted = fullName.toLowerCase();
  try {
    for await (const page of octokit.paginate.iterator(octokit.rest.apps.listReposAccessibleToInstallation, {
      per_page: 100,
    })) {
      const found = page.data.find((repository) => repository.full_name.toLowerCase() === wanted);
      if (found) return { reachable: true, repository: { id: found.id, fullName: found.full_name } };
    }
    return { reachable: false };
  } catch (error) {
    // No token for an installation GitHub does not know (uninstalled, or never this App's).
    if ((error as { status?: number }).status === 404) return { reachable: false };
    return { reachable: 'unknown', reason: 'unavailable', cause: error };
  }
}
