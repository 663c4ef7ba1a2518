// The table of a list screen (teams, people, members, sites, pages, tokens...): headings, the rows the
// screen renders, a visually hidden "Actions" column when the viewer may change rows, and one full-width
// row saying why the list is empty.
import type { ReactNode } from 'react';
import styles from './ListTable.module.css';

/** A heading: its text, or its text and the cell class (a figure column's right alignment, say). */
export type Column = ReactNode | { label: ReactNode; className: string | undefined };

export interface ListTableProps {
  testId: string;
  /** Names the table for screen readers (a visually hidden caption) where the screen's heading does not. */
  caption?: ReactNode;
  columns: readonly Column[];
  /** Adds the actions column; each row then ends with an `ActionsCell`. */
  actions?: boolean;
  /** How many rows the screen renders; with none, `empty` says why in one full-width row. */
  count: number;
  empty: ReactNode;
  children: ReactNode;
}

const isLabelled = (column: Column): column is { label: ReactNode; className: string | undefined } =>
  typeof column === 'object' && column !== null && 'label' in column;

export function ListTable({
  testId,
  caption,
  columns,
  actions = false,
  count,
  empty,
  children,
}: ListTableProps) {
  return (
    <div className={styles.wrap}>
      <table className={styles.table} data-testid={testId}>
        {caption ? <caption className={styles.visuallyHidden}>{caption}</caption> : null}
        <thead>
          <tr>
            {columns.map((column, index) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: headings are fixed for a screen
              <th key={index} scope="col" className={isLabelled(column) ? column.className : undefined}>
                {isLabelled(column) ? column.label : column}
              </th>
            ))}
            {actions ? (
              <th scope="col" className={styles.actions}>
                <span className={styles.visuallyHidden}>Actions</span>
              </th>
            ) : null}
          </tr>
        </thead>
        <tbody>
          {children}
          {count === 0 ? (
            <tr>
              <td className={styles.empty} colSpan={columns.length + (actions ? 1 : 0)}>
                {empty}
              </td>
            </tr>
          ) : null}
        </tbody>
      </table>
    </div>
  );
}

/** The last cell of a row in a table with `actions`: its links or buttons, to the right. */
export function ActionsCell({ children }: { children: ReactNode }) {
  return <td className={styles.actions}>{children}</td>;
}
