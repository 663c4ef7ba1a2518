import { searchChunk, useChunk } from '../lazy';
import { closeSearch, useSearchOpen } from './searchState';

/** Where the search modal appears once opened and its chunk is here. */
export function SearchHost() {
  const open = useSearchOpen();
  const chunk = useChunk(searchChunk);
  if (!open || chunk.status !== 'loaded') return null;
  const { SearchDialog } = chunk.module;
  return <SearchDialog onClose={closeSearch} />;
}
