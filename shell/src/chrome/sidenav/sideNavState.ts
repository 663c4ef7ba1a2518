// The side navigation's state (spec section 4): expanded or collapsed, saved locally and expanded by
// default; and which groups are folded, saved the same way.
import { useSyncExternalStore } from 'react';
import { createStore } from '../data/store';

export const COLLAPSED_KEY = 'pace:side-nav';
export const GROUPS_KEY = 'pace:side-nav-groups';

function read(key: string): string | null {
  try {
    return window.localStorage.getItem(key);
  } catch {
    return null;
  }
}

function write(key: string, value: string): void {
  try {
    window.localStorage.setItem(key, value);
  } catch {
    // Private mode or storage full: the choice lasts for this page.
  }
}

function readFolded(): ReadonlySet<string> {
  try {
    const parsed: unknown = JSON.parse(read(GROUPS_KEY) ?? '[]');
    return new Set(Array.isArray(parsed) ? parsed.filter((id) => typeof id === 'string') : []);
  } catch {
    return new Set();
  }
}

const collapsed = createStore(read(COLLAPSED_KEY) === 'collapsed');
const folded = createStore<ReadonlySet<string>>(readFolded());

export function toggleSideNav(): void {
  collapsed.set((value) => !value);
  write(COLLAPSED_KEY, collapsed.get() ? 'collapsed' : 'expanded');
}

export function useSideNavCollapsed(): boolean {
  return useSyncExternalStore(collapsed.subscribe, collapsed.get, collapsed.get);
}

export function toggleGroup(id: string): void {
  folded.set((current) => {
    const next = new Set(current);
    if (!next.delete(id)) next.add(id);
    return next;
  });
  write(GROUPS_KEY, JSON.stringify([...folded.get()]));
}

export function useFoldedGroups(): ReadonlySet<string> {
  return useSyncExternalStore(folded.subscribe, folded.get, folded.get);
}
