// The comparison's plain verdict: same element or not, and which part dominates on each side.
import { findMetric } from '@pace/metrics';

const partName = (key: string | null) => {
  const name = key ? findMetric('rum', key)?.name : undefined;
  return name ? name.replace(/^LCP /, '') : null;
};
const percent = (share: number) => `${Math.round(share * 100)} %`;

interface FieldSide {
  selector: string;
  share: number;
  dominantPart: string | null;
}
interface LabSide {
  element: { selector: string } | null;
  dominantPart: string | null;
}

export function verdictText(
  verdict: 'same' | 'different' | 'unsure' | 'no_data',
  field: FieldSide | null,
  lab: LabSide | null,
): string {
  if (!field) return 'No LCP element from real visitors on this page in the period.';
  if (!lab) return 'No completed synthetic test of this page yet.';
  if (!lab.element) return 'The latest synthetic test does not name an LCP element.';
  const opening = {
    same: `Same element: real visitors' LCP (${percent(field.share)} of page views) is the element the lab measured.`,
    different: `Different element: real visitors' LCP is ${field.selector} (${percent(field.share)} of page views); the lab's is ${lab.element.selector}.`,
    unsure: `Perhaps the same element: the selectors ${field.selector} and ${lab.element.selector} agree as far as they go, but do not name one element for certain.`,
    no_data: '',
  }[verdict];
  const fieldPart = partName(field.dominantPart);
  const labPart = partName(lab.dominantPart);
  const parts = [
    fieldPart ? `In the field, ${fieldPart} dominates` : null,
    labPart ? `in the lab, ${labPart}` : null,
  ].filter(Boolean);
  return parts.length ? `${opening} ${parts.join('; ')}.` : opening;
}
