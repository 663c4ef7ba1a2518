import * as Menu from '@radix-ui/react-dropdown-menu';
import { Link } from '@tanstack/react-router';
import { type ReactNode, useDeferredValue, useLayoutEffect, useRef, useState } from 'react';
import { useInertPage } from '../inert';
import styles from './Menus.module.css';
import type { MountedTrigger } from './trigger';

interface DropdownProps {
  trigger: MountedTrigger;
  children: ReactNode;
  /** Accessible name of the open menu. */
  label: string;
  onOpenChange?: (open: boolean) => void;
  align?: 'start' | 'end';
}

export function Dropdown({ trigger, children, label, onOpenChange, align = 'end' }: DropdownProps) {
  const [open, setOpen] = useState(trigger.openOnMount);
  // Opening renders the menu as a deferred update: the click's own render is cheap and paints at once,
  // then React renders the menu's content (Radix's layers, focus scope and positioning: 290 ms of the
  // click under a 4x CPU slowdown, the site switcher's INP in issue 23) in slices the browser can paint
  // between. Closing is at once.
  const shown = useDeferredValue(open) && open;
  const ref = useRef<HTMLButtonElement>(null);
  useInertPage(shown);
  // The placeholder this replaces had focus: keep it where the user left it.
  // biome-ignore lint/correctness/useExhaustiveDependencies: only when the real trigger first appears
  useLayoutEffect(() => {
    if (trigger.focusOnMount || trigger.openOnMount) ref.current?.focus();
  }, []);
  return (
    <Menu.Root
      // Not Radix's modal mode: useInertPage already takes the page out of reach (focus, pointer, screen
      // readers), and the modal mode's scroll lock and aria-hidden walk force style recalculations of the
      // whole page inside the click that opens the menu (the site switcher's INP, issue 23).
      modal={false}
      open={shown}
      onOpenChange={(next) => {
        setOpen(next);
        onOpenChange?.(next);
      }}
    >
      <Menu.Trigger asChild>
        <button
          ref={ref}
          type="button"
          className={trigger.className}
          aria-label={trigger.label}
          data-testid={trigger.testId}
        >
          {trigger.content}
        </button>
      </Menu.Trigger>
      <Menu.Portal>
        <Menu.Content
          className={styles.menu}
          align={align}
          sideOffset={6}
          collisionPadding={8}
          aria-label={label}
          data-testid={`${trigger.testId}-content`}
        >
          {children}
        </Menu.Content>
      </Menu.Portal>
    </Menu.Root>
  );
}

export function LinkItem({
  to,
  hash,
  children,
  icon,
}: {
  to: string;
  hash?: string;
  children: ReactNode;
  icon?: ReactNode;
}) {
  return (
    <Menu.Item asChild className={styles.item}>
      <Link to={to} hash={hash}>
        {icon}
        {children}
      </Link>
    </Menu.Item>
  );
}

export const iconProps = { size: 16, 'aria-hidden': true, className: styles.icon } as const;
