// Flash messages: one dismissible message (error or success) at a time, raised by remotes through the
// `flash` prop. The full chrome issue adds the page data attributes `alert` and `notice` as sources.
import type { FlashKind } from '@pace/mfe-kit';
import { useSyncExternalStore } from 'react';

export interface FlashMessage {
  id: number;
  kind: FlashKind;
  text: string;
}

let current: FlashMessage | null = null;
let nextId = 1;
const listeners = new Set<() => void>();

function emit() {
  for (const listener of listeners) listener();
}

export function showFlash(kind: FlashKind, text: string): void {
  current = { id: nextId++, kind, text };
  emit();
}

export function dismissFlash(): void {
  current = null;
  emit();
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function useFlashMessage(): FlashMessage | null {
  return useSyncExternalStore(
    subscribe,
    () => current,
    () => null,
  );
}

/** The `flash` prop handed to remotes: stable for the life of the page. */
export function useFlash(): (kind: FlashKind, text: string) => void {
  return showFlash;
}
