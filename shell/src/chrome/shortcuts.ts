// The chrome's keyboard shortcuts (spec section 2): Ctrl+P or Cmd+P opens search (instead of printing),
// Ctrl or Cmd plus slash folds the side navigation.
import { openSearch } from './search/searchState';
import { toggleSideNav } from './sidenav/sideNavState';

export function onShortcut(event: KeyboardEvent): void {
  if (!(event.ctrlKey || event.metaKey) || event.altKey || event.shiftKey) return;
  const key = event.key.toLowerCase();
  if (key === 'p') {
    event.preventDefault();
    openSearch();
  } else if (key === '/') {
    event.preventDefault();
    toggleSideNav();
  }
}

export function installShortcuts(): () => void {
  window.addEventListener('keydown', onShortcut);
  return () => window.removeEventListener('keydown', onShortcut);
}
