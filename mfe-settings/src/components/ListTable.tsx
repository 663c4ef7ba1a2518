// The table of a list screen (teams, people, members, sites, pages, page groupings, tokens): headings, the
// rows the screen renders, a visually hidden "Actions" column when the viewer may change rows, and one
// full-width row saying why the list is empty.
import { AppLink } from '@pace/mfe-kit';
import type { ReactNode } from 'react';
import table from './Table.module.css';

/** A heading: its text, or its text and the cell class (`table.num` for figures). */
export type Column = ReactNode | { label: ReactNode; className: string | undefined };

export interface ListTableProps {
  testId: string;
  columns: readonly Column[];
  /** Adds the actions column; each row then ends with an actions cell (`EditCell` or its own). */
  actions?: boolean;
  /** How many rows the screen renders; with none, `empty` says why in one full-width row. */
  count: number;
  empty: ReactNode;
  children: ReactNode;
}

const isLabelled = (column: Column): column is { label: ReactNode; className: string | undefined } =>
  typeof column === 'object' && column !== null && 'label' in column;

export function ListTable({ testId, columns, actions = false, count, empty, children }: ListTableProps) {
  return (
    <div className={table.wrap}>
      <table className={table.table} data-testid={testId}>
        <thead>
          <tr>
            {columns.map((column, index) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: headings are fixed for a screen
              <th key={index} scope="col" className={isLabelled(column) ? column.className : undefined}>
                {isLabelled(column) ? column.label : column}
              </th>
            ))}
            {actions ? (
              <th scope="col" className={table.actions}>
                <span className={table.visuallyHidden}>Actions</span>
              </th>
            ) : null}
          </tr>
        </thead>
        <tbody>
          {children}
          {count === 0 ? (
            <tr>
              <td className={table.empty} colSpan={columns.length + (actions ? 1 : 0)}>
                {empty}
              </td>
            </tr>
          ) : null}
        </tbody>
      </table>
    </div>
  );
}

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
    <td className={table.actions}>
      <AppLink href={href} aria-label={label}>
        {children}
      </AppLink>
    </td>
  );
}
