// The code host's API: Octokit as the GitHub App's installation (app id + private key give a JWT, which
// buys an installation token), against GITHUB_API_URL when set (a GitHub Enterprise server, or a local
// server speaking GitHub's REST format in tests).
import { createAppAuth } from '@octokit/auth-app';
import { Octokit } from '@octokit/rest';
import type { Config } from '@pace/platform/config';

export type GitHubConfig = Config['integrations'];

export function gitHubConfigured(config: GitHubConfig): boolean {
  return Boolean(config.githubAppId && config.githubPrivateKey);
}

export function installationClient(config: GitHubConfig, installationId: number): Octokit {
  return new Octokit({
    baseUrl: config.githubApiUrl ?? 'https://api.github.com',
    userAgent: 'Pace',
    authStrategy: createAppAuth,
    auth: { appId: config.githubAppId!, privateKey: config.githubPrivateKey!, installationId },
  });
}

/** "owner/name" → its parts. */
export function repositoryParts(repository: string): { owner: string; repo: string } {
  const [owner, repo] = repository.split('/') as [string, string];
  return { owner, repo };
}
