import { Button } from '@pace/ui';
import table from './Table.module.css';

/** The count of a list and, when it has more than one page, Previous and Next. */
export function Pager({
  total,
  noun,
  hasPrevious,
  hasNext,
  onPrevious,
  onNext,
}: {
  total: number;
  /** What is counted: ['team', 'teams']. */
  noun: readonly [string, string];
  hasPrevious: boolean;
  hasNext: boolean;
  onPrevious: () => void;
  onNext: () => void;
}) {
  const count = `${total} ${total === 1 ? noun[0] : noun[1]}`;
  if (!hasPrevious && !hasNext) return <p className={`${table.muted} ${table.count}`}>{count}</p>;
  return (
    <nav className={table.pager} aria-label="Pages" data-testid="pager">
      <span>{count}</span>
      <div>
        <Button onClick={onPrevious} disabled={!hasPrevious}>
          Previous
        </Button>
        <Button onClick={onNext} disabled={!hasNext}>
          Next
        </Button>
      </div>
    </nav>
  );
}
