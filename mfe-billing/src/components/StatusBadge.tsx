import { Badge, type BadgeTone } from '@pace/ui';
import { STATUS_LABELS } from './format';

const TONES: Record<string, BadgeTone> = {
  active: 'success',
  trialing: 'neutral',
  paused: 'neutral',
  past_due: 'error',
  canceled: 'error',
  trial_canceled: 'error',
  trial_expired: 'error',
  paid: 'success',
  unpaid: 'error',
  failed: 'error',
  draft: 'neutral',
};

/** A subscription or invoice state: always a word, its colour only adds to it. */
export function StatusBadge({ status, label }: { status: string; label?: string }) {
  return (
    <span data-testid="status-badge" data-status={status}>
      <Badge tone={TONES[status] ?? 'neutral'}>{label ?? STATUS_LABELS[status] ?? status}</Badge>
    </span>
  );
}
