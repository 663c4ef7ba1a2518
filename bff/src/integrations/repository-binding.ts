// Binding a site's code host integration to its repository. The binding acts through the organisation's
// GitHub App installation (check runs and comments on the repository's pull requests, its events in the
// delivery log), so only those who may change the organisation's settings (administrators) choose or
// change it, and only to a repository that the organisation's OWN installation reaches, as GitHub answers.
// GitHub's id of the repository is kept with the name: incoming events are matched on it and on the
// installation, never on the name (which another organisation can type too).
import { repositoryAccess } from '@pace/integrations/github/repository-access';
import type { Config } from '@pace/platform/config';
import type { Database, Integration } from '@pace/platform/db';
import { BadUserInputError, ForbiddenError } from '@pace/platform/errors';
import type { Access, SiteScope } from '../kernel/auth/access.ts';
import { proved } from './github-connection.ts';

export interface RepositoryBinding {
  installationId: number;
  /** "owner/name" as GitHub spells it. */
  repository: string;
  repositoryId: number;
}

/** What the viewer asked for; either may be left out on an update. */
export interface RequestedBinding {
  installationId?: number | null;
  repository?: string | null;
}

/**
 * The organisation's GitHub App installation id (its organisation-wide github integration) once proved
 * through GitHub's flow (github-connection.ts), or null: an id alone could be anyone's.
 */
export async function ownInstallationId(db: Database, organisationId: number): Promise<number | null> {
  const installation = await db.models.Integration.findOne({
    where: { organisationId, siteId: null, provider: 'github' },
  });
  return installation && proved(installation) ? (installation.settings.installationId ?? null) : null;
}

/**
 * The binding to save: the current one when nothing about it changes (anyone who may update the site
 * may then save the other settings), else a new one checked with GitHub. Throws before anything is
 * written. A binding made through an installation the organisation has since replaced is made anew.
 */
export async function bindRepository(
  db: Database,
  config: Config['integrations'],
  access: Access,
  scope: SiteScope,
  requested: RequestedBinding,
  current: Integration | null,
): Promise<RepositoryBinding> {
  const repository = requested.repository ?? current?.settings.repository ?? null;
  if (!repository)
    throw new BadUserInputError('Enter the repository as owner/name', { field: 'settings.repository' });
  // Kept while it names the same repository through the organisation's installation of today.
  const own = await ownInstallationId(db, scope.organisation.id);
  const kept = current && currentBinding(current);
  if (
    kept &&
    kept.installationId === own &&
    kept.repository.toLowerCase() === repository.toLowerCase() &&
    (requested.installationId == null || requested.installationId === own)
  )
    return kept;

  if (!access.can(scope, 'updateOrganisations'))
    throw new ForbiddenError(
      'You are not authorised to modify the repository of this site; ask an administrator',
    );
  if (requested.installationId != null && requested.installationId !== own)
    throw new BadUserInputError("Use this organisation's own GitHub App installation", {
      field: 'settings.installationId',
    });
  if (!own)
    throw new BadUserInputError("Connect this organisation's GitHub App installation through GitHub first", {
      field: 'settings.repository',
    });

  const answer = await repositoryAccess(config, own, repository);
  if (answer.reachable === true)
    return {
      installationId: own,
      repository: answer.repository.fullName,
      repositoryId: answer.repository.id,
    };
  if (answer.reachable === false)
    throw new BadUserInputError(
      `This organisation's GitHub App installation cannot reach ${repository}: add the repository to the installation on GitHub`,
      { field: 'settings.repository' },
    );
  throw new BadUserInputError(
    answer.reason === 'not_configured'
      ? 'The GitHub App is not set up on this Pace server, so the repository cannot be checked'
      : 'GitHub could not be asked whether the installation reaches the repository; try again in a moment',
    { field: 'settings.repository', cause: answer.cause },
  );
}

/** A binding checked when it was saved (those from before the checks have no repository id). */
function currentBinding(integration: Integration): RepositoryBinding | null {
  const { installationId, repository } = integration.settings;
  if (!installationId || !repository || integration.repositoryId == null) return null;
  return { installationId, repository, repositoryId: integration.repositoryId };
}
