// @pace/ui/lists: the table every list screen uses. A subpath of its own so the shell's `@pace/ui` import
// brings none of it.
export type { Column, ListTableProps } from './ListTable';
export { ActionsCell, ListTable } from './ListTable';
