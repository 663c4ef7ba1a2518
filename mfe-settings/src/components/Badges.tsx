import { Badge } from '@pace/ui';
import type { Role } from '../graphql/types';
import { ROLES } from './format';

/** Administrator (error), User (success), Viewer (neutral): the word carries the meaning, not the colour. */
export function RoleBadge({ role }: { role: Role }) {
  const { label, tone } = ROLES[role];
  return <Badge tone={tone}>{label}</Badge>;
}
