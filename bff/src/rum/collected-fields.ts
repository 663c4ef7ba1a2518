// "What the script collects", for the RUM settings screen: every field of the beacon in plain words
// (@pace/rum-agent's BEACON_FIELDS, held to the beacon format by its test), with what this site's privacy
// rules make of the path, the query string and the element selectors.
import { BEACON_FIELDS } from '@pace/rum-agent/beacon';

export interface CollectedField {
  fields: string[];
  description: string;
}

interface Rules {
  pathRules: readonly string[];
  queryParameters: readonly string[];
  neverRecordedSelectors: readonly string[];
}

const count = (n: number, one: string) => `${n} ${one}${n === 1 ? '' : 's'}`;

function ruleNote(rule: 'path' | 'query' | 'element', rules: Rules): string {
  if (rule === 'path')
    return rules.pathRules.length
      ? ` Your ${count(rules.pathRules.length, 'path rule')} replace the parts they hide before it is sent, and again when it arrives.`
      : ' No path rules: the path is sent as it is.';
  if (rule === 'query')
    return rules.queryParameters.length
      ? ` Only ${rules.queryParameters.join(', ')}; every other parameter is dropped before sending, and again when it arrives.`
      : ' No parameter is allowed: nothing from the query string is sent.';
  return rules.neverRecordedSelectors.length
    ? ' An element inside one matching your never-recorded selectors is named by its tag only (like "div").'
    : '';
}

export function collectedFields(rules: Rules): CollectedField[] {
  return BEACON_FIELDS.map((group) => ({
    fields: [...group.fields],
    description: group.rule ? group.description + ruleNote(group.rule, rules) : group.description,
  }));
}
