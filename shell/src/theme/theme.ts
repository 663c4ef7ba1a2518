// The theme: a preference (system, light or dark) stored locally, applied as `data-theme` on <html>
// (the tokens in @pace/ui switch on it), and resolved to light or dark for remotes.

import type { Theme } from '@pace/mfe-kit';
import { useSyncExternalStore } from 'react';

export type ThemePreference = 'system' | Theme;

const STORAGE_KEY = 'pace:theme';
const DARK_QUERY = '(prefers-color-scheme: dark)';
const listeners = new Set<() => void>();

export function readThemePreference(): ThemePreference {
  try {
    const stored = window.localStorage.getItem(STORAGE_KEY);
    return stored === 'light' || stored === 'dark' ? stored : 'system';
  } catch {
    return 'system';
  }
}

export function applyThemePreference(preference: ThemePreference): void {
  document.documentElement.dataset.theme = preference;
}

export function setThemePreference(preference: ThemePreference): void {
  try {
    window.localStorage.setItem(STORAGE_KEY, preference);
  } catch {
    // Private mode or storage full: the choice lasts for this page only.
  }
  applyThemePreference(preference);
  for (const listener of listeners) listener();
}

function resolvedTheme(): Theme {
  const preference = readThemePreference();
  if (preference !== 'system') return preference;
  return window.matchMedia?.(DARK_QUERY).matches ? 'dark' : 'light';
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  const media = window.matchMedia?.(DARK_QUERY);
  media?.addEventListener('change', listener);
  return () => {
    listeners.delete(listener);
    media?.removeEventListener('change', listener);
  };
}

/** The stored choice: system, light or dark. */
export function useThemePreference(): ThemePreference {
  return useSyncExternalStore(subscribe, readThemePreference, () => 'system');
}

/** The theme in effect (light or dark), following the system while the preference is `system`. */
export function useResolvedTheme(): Theme {
  return useSyncExternalStore(subscribe, resolvedTheme, () => 'light');
}
