// How a top bar menu's trigger looks and is named, shared by the placeholder (../LazyMenu.tsx) and the
// real menus of the chunk, so neither imports the other.
import type { ReactNode } from 'react';

/** How a menu's trigger looks and is named: the same for the placeholder and for the real menu. */
export interface MenuTrigger {
  /** The trigger's accessible name, e.g. "Help" or "Switch site". */
  label: string;
  className: string | undefined;
  content: ReactNode;
  testId: string;
}

/** What the real menu gets on top: open it at once (the placeholder was clicked), focus its trigger. */
export interface MountedTrigger extends MenuTrigger {
  openOnMount: boolean;
  focusOnMount: boolean;
}
