// Proof that an organisation holds an email domain: a DNS TXT record at `_pace-challenge.<domain>` holding
// `pace-domain-verification=<token>`, the token issued to that organisation's claim. Looked up with Node's
// own resolver (DNS_RESOLVER's name servers, else the system's). The bff checks when an administrator
// asks (and may then take the domain over from an older proof); the schedule re-checks proved domains and
// drops those whose record is gone, but never moves a domain. A name server that does not answer changes
// nothing: only an answer that the record is not there un-proves.
import { Resolver } from 'node:dns/promises';
import { type Database, Op, type SamlConfiguration } from './db/index.ts';

export const DOMAIN_PROOF_LABEL = '_pace-challenge';
const VALUE_PREFIX = 'pace-domain-verification=';

/** The record to add for a claim. */
export function domainProofRecord(domain: string, token: string) {
  return { type: 'TXT' as const, name: `${DOMAIN_PROOF_LABEL}.${domain}`, value: `${VALUE_PREFIX}${token}` };
}

/** found: the record holds the token; missing: DNS answered without it; unanswered: no answer. */
export type ProofLookup = 'found' | 'missing' | 'unanswered';

/** Answers that the name or its TXT records do not exist. */
const ABSENT = new Set(['ENOTFOUND', 'ENODATA']);

export class DomainProofs {
  constructor(
    private readonly db: Database,
    /** `address[:port]` name servers; empty: the system's. */
    private readonly servers: readonly string[] = [],
    private readonly clock: () => Date = () => new Date(),
  ) {}

  async lookup(domain: string, token: string): Promise<ProofLookup> {
    const resolver = new Resolver({ timeout: 2_000, tries: 2 });
    if (this.servers.length > 0) resolver.setServers([...this.servers]);
    const { name, value } = domainProofRecord(domain, token);
    try {
      const records = await resolver.resolveTxt(name);
      // A TXT record may come in several character-strings: they are one value.
      return records.some((chunks) => chunks.join('') === value) ? 'found' : 'missing';
    } catch (error) {
      return ABSENT.has((error as NodeJS.ErrnoException).code ?? '') ? 'missing' : 'unanswered';
    }
  }

  /**
   * Looks the claim's record up and records the outcome. With `takeOver` (the administrator's check) a
   * found record proves the domain for this organisation, clearing an older proof elsewhere; without
   * (the schedule) it only keeps a proof this claim already holds.
   */
  async check(claim: SamlConfiguration, options: { takeOver: boolean }): Promise<ProofLookup> {
    const domain = claim.emailDomain;
    const outcome = await this.lookup(domain, claim.domainToken);
    if (outcome === 'unanswered') return outcome;
    const now = this.clock();
    const { SamlConfiguration } = this.db.models;
    await this.db.sequelize.transaction(async (transaction) => {
      const current = await SamlConfiguration.findByPk(claim.id, { transaction, lock: true });
      // Removed, or its domain changed while DNS was asked: this answer is about nothing it claims.
      if (!current || current.emailDomain !== domain || current.domainToken !== claim.domainToken) return;
      const held = current.provedDomain === domain;
      if (outcome === 'found' && (held || options.takeOver)) {
        if (!held) {
          await SamlConfiguration.update(
            { provedDomain: null, domainProvedAt: null },
            { where: { provedDomain: domain }, transaction },
          );
        }
        await current.update(
          { provedDomain: domain, domainProvedAt: held ? current.domainProvedAt : now, domainCheckedAt: now },
          { transaction },
        );
      } else if (outcome === 'missing') {
        await current.update(
          { provedDomain: null, domainProvedAt: null, domainCheckedAt: now },
          { transaction },
        );
      } else {
        await current.update({ domainCheckedAt: now }, { transaction });
      }
    });
    await claim.reload();
    return outcome;
  }

  /** The schedule's pass: every proved domain looked up again; those whose record is gone stop routing. */
  async recheckProved(): Promise<{ checked: number; dropped: number; unanswered: number }> {
    const claims = await this.db.models.SamlConfiguration.findAll({
      where: { provedDomain: { [Op.ne]: null } },
    });
    let dropped = 0;
    let unanswered = 0;
    for (const claim of claims) {
      const outcome = await this.check(claim, { takeOver: false });
      if (outcome === 'missing') dropped++;
      if (outcome === 'unanswered') unanswered++;
    }
    return { checked: claims.length, dropped, unanswered };
  }
}
