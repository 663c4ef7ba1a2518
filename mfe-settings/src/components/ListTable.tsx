// A list screen's row link to its edit screen. The table itself is `ListTable` of `@pace/ui/lists`; it is
// named here too only for the route files that still import it from this file (they move to
// `@pace/ui/lists` with the route manifest).
import { AppLink } from '@pace/mfe-kit';
import { ActionsCell } from '@pace/ui/lists';
import type { ReactNode } from 'react';

export { ListTable } from '@pace/ui/lists';

/** A row's actions cell with its edit link, named for screen readers (`Edit Web team`). */
export function EditCell({
  href,
  label,
  children = 'Edit',
}: {
  href: string;
  label: string;
  children?: ReactNode;
}) {
  return (
    <ActionsCell>
      <AppLink href={href} aria-label={label}>
        {children}
      </AppLink>
    </ActionsCell>
  );
}
