import { DomainProofs } from '@pace/platform/domain-proof';
import type { JobContext } from '@pace/platform/queues';
import { BaseTask } from '../base-task.ts';

/**
 * A proved email domain routes SAML sign-in to its organisation's identity provider only while its TXT
 * record stays: each proved domain is looked up again, and one whose record is gone stops routing. It
 * never moves a domain (only an administrator's check does), and a name server that does not answer
 * changes nothing.
 */
export class RecheckDomainsTask extends BaseTask<'identity', 'recheck-domains'> {
  readonly queue = 'identity';
  readonly name = 'recheck-domains';

  async perform(_payload: Record<string, never>, context: JobContext) {
    const proofs = new DomainProofs(this.deps.db, this.deps.config.dnsResolvers);
    const outcome = await proofs.recheckProved();
    if (outcome.dropped > 0 || outcome.unanswered > 0) context.log.info(outcome, 'rechecked email domains');
  }
}
