// Flash messages (spec section 2): one dismissible message, error or success, at a time. Sources: the
// page's data attributes `alert` (error) and `notice` (success), which a server-rendered response may
// set on <body> or the #root element, and remotes, through the contract's `flash()`.
import type { FlashKind } from '@pace/mfe-kit';
import { useSyncExternalStore } from 'react';

export interface FlashMessage {
  id: number;
  kind: FlashKind;
  text: string;
  /** Date.now() when shown. */
  shownAt: number;
}

/**
 * A message shown just before a navigation ('Site created', then the new site's page, maybe through a
 * redirect or two) belongs to the page the navigation leads to; one shown longer ago belongs to the page
 * being left.
 */
const CARRIED_WITHIN_MS = 2_000;

let current: FlashMessage | null = null;
let nextId = 1;
const listeners = new Set<() => void>();

function emit() {
  for (const listener of listeners) listener();
}

export function showFlash(kind: FlashKind, text: string): void {
  current = { id: nextId++, kind, text, shownAt: Date.now() };
  emit();
}

export function dismissFlash(): void {
  current = null;
  emit();
}

/** Called when the page (the path) changes: the message goes, unless it was shown to lead here. */
export function flashOnNavigation(now = Date.now()): void {
  if (current && now - current.shownAt > CARRIED_WITHIN_MS) dismissFlash();
}

/** Shows (once) the message a server put in the page's `data-alert` or `data-notice` attribute. */
export function showFlashFromPage(
  elements: (HTMLElement | null)[] = [document.body, document.getElementById('root')],
) {
  for (const element of elements) {
    if (!element) continue;
    const { alert, notice } = element.dataset;
    if (alert) showFlash('error', alert);
    else if (notice) showFlash('success', notice);
    delete element.dataset.alert;
    delete element.dataset.notice;
  }
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
