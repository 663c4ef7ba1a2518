import { type ReactNode, useState } from 'react';
import { loadOnIntent, menusChunk, useChunk } from './lazy';
import type { MenuTrigger, MountedTrigger } from './menus/trigger';
import { showNewVersionMessage } from './newVersion';

export type { MenuTrigger, MountedTrigger };

export type MenusModule = typeof import('./menus/Menus');

/**
 * A menu of the top bar. Until the menus chunk is here, a button that looks the same stands in; pointing
 * at it or focusing it loads the chunk, a click opens the menu when it arrives, and focus moves to the
 * real trigger.
 */
export function LazyMenu({
  trigger,
  render,
}: {
  trigger: MenuTrigger;
  render: (menus: MenusModule, trigger: MountedTrigger) => ReactNode;
}) {
  const chunk = useChunk(menusChunk);
  const [openOnMount, setOpenOnMount] = useState(false);
  const [focused, setFocused] = useState(false);
  const intent = loadOnIntent(menusChunk);
  if (chunk.status === 'loaded')
    return render(chunk.module, { ...trigger, openOnMount, focusOnMount: focused });
  return (
    <button
      type="button"
      className={trigger.className}
      aria-label={trigger.label}
      aria-haspopup="menu"
      aria-expanded={false}
      data-testid={trigger.testId}
      {...intent}
      onFocus={() => {
        intent.onFocus();
        setFocused(true);
      }}
      onBlur={() => setFocused(false)}
      onClick={() => {
        setOpenOnMount(true);
        menusChunk.load().catch(showNewVersionMessage);
      }}
    >
      {trigger.content}
    </button>
  );
}
