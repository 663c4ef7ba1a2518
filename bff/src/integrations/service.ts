// The integrations area's services, made once per app: the settings people manage, the hooks, GitHub.
import { GitHubChecks } from '@pace/integrations/github';
import type { GatedDeps } from '../kernel/deps.ts';
import { AutomationHooks } from './automation.ts';
import { DeployHooks } from './deploy-hooks.ts';
import { GitHubConnections } from './github-connection.ts';
import { IntegrationService } from './settings.ts';

export function createIntegrationServices(
  deps: Pick<GatedDeps, 'db' | 'queues' | 'config' | 'kv' | 'gates'>,
) {
  const manage = new IntegrationService(
    deps.db,
    deps.queues,
    deps.config.publicUrl,
    deps.config.integrations,
    deps.config.audits.allowedNetworks,
  );
  return {
    manage,
    deployHooks: new DeployHooks(deps.db, deps.queues, deps.config.publicUrl, deps.kv, deps.gates),
    automation: new AutomationHooks(deps.db, manage, deps.config.publicUrl),
    github: new GitHubChecks(deps.db, deps.queues, deps.config.integrations, deps.gates),
    gitHubConnections: new GitHubConnections(deps.db, deps.kv, deps.config.integrations),
  };
}
