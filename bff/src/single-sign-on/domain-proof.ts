// The email domain's proof as administrators see and ask for it: the TXT record to add, its state, and
// "check now". The lookup and the rules (who holds a proved domain) are @pace/platform/domain-proof's,
// shared with the schedule's re-check.
import type { SamlConfiguration } from '@pace/platform/db';
import { type DomainProofs, domainProofRecord } from '@pace/platform/domain-proof';
import { ServiceUnavailableError } from '@pace/platform/errors';

export function presentDomainProof(configuration: SamlConfiguration) {
  const record = domainProofRecord(configuration.emailDomain, configuration.domainToken);
  const proved = configuration.provedDomain === configuration.emailDomain;
  return {
    state: proved ? ('PROVED' as const) : ('UNPROVED' as const),
    provedAt: proved ? (configuration.domainProvedAt ?? null) : null,
    lastCheckedAt: configuration.domainCheckedAt ?? null,
    recordType: record.type,
    recordName: record.name,
    recordValue: record.value,
  };
}

export async function checkDomainProof(proofs: DomainProofs, configuration: SamlConfiguration) {
  const outcome = await proofs.check(configuration, { takeOver: true });
  if (outcome === 'unanswered')
    throw new ServiceUnavailableError(
      `DNS did not answer for ${domainProofRecord(configuration.emailDomain, '').name}; try again in a moment`,
    );
}
