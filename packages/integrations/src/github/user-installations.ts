// Whether a person can access a GitHub App installation, as GitHub answers it for that person: the OAuth
// code GitHub gave their browser is exchanged for a user-to-server token (POST /login/oauth/access_token
// on GitHub's web host), and GitHub's list of the App's installations that token reaches
// (GET /user/installations) must hold the installation. What an organisation connects is proved so.
import { exchangeWebFlowCode } from '@octokit/oauth-methods';
import { Octokit } from '@octokit/rest';
import type { GitHubConfig } from './client.ts';

export type InstallationAccess =
  | { outcome: 'reached'; account: string | null }
  | { outcome: 'unreached' }
  /** GitHub did not issue the code (or it was used, or it expired). */
  | { outcome: 'bad_code' }
  | { outcome: 'unavailable'; cause: unknown };

export async function userInstallationAccess(
  config: GitHubConfig,
  code: string,
  installationId: number,
): Promise<InstallationAccess> {
  let token: string;
  try {
    const web = new Octokit({ baseUrl: config.githubWebUrl, userAgent: 'Pace' });
    const { authentication } = await exchangeWebFlowCode({
      clientType: 'github-app',
      clientId: config.githubClientId ?? '',
      clientSecret: config.githubClientSecret ?? '',
      code,
      request: web.request,
    });
    token = authentication.token;
  } catch (error) {
    // GitHub answers a code it did not issue with an error in a 200 response, which Octokit makes a 400.
    if ((error as { status?: number }).status === 400) return { outcome: 'bad_code' };
    return { outcome: 'unavailable', cause: error };
  }
  try {
    const octokit = new Octokit({
      auth: token,
      baseUrl: config.githubApiUrl ?? 'https://api.github.com',
      userAgent: 'Pace',
    });
    const installations = await octokit.paginate(octokit.rest.apps.listInstallationsForAuthenticatedUser, {
      per_page: 100,
    });
    const installation = installations.find((candidate) => candidate.id === installationId);
    if (!installation) return { outcome: 'unreached' };
    const account = installation.account;
    return { outcome: 'reached', account: account && 'login' in account ? account.login : null };
  } catch (error) {
    return { outcome: 'unavailable', cause: error };
  }
}
