// The frame of every settings screen: the heading (always shown, whatever the data does), an optional
// section navigation, and the body in its loading, failed or ready state.
import { PageHeader, Skeleton } from '@pace/ui';
import { serverErrors } from '@pace/ui/forms';
import type { ReactNode } from 'react';
import type { CombinedError } from 'urql';
import styles from './Screen.module.css';

export interface ScreenFrameProps {
  title: ReactNode;
  description?: ReactNode;
  actions?: ReactNode;
  nav?: ReactNode;
  children: ReactNode;
}

export function ScreenFrame({ title, description, actions, nav, children }: ScreenFrameProps) {
  return (
    <div className={styles.screen}>
      <PageHeader title={title} description={description} actions={actions} titleTestId="screen-title" />
      {nav}
      <div className={styles.body}>{children}</div>
    </div>
  );
}

/** A skeleton sized like a form or table, so the layout does not jump when data arrives. */
export function Loading({ lines = 6 }: { lines?: number }) {
  return (
    <div className={styles.loading}>
      <Skeleton lines={lines} height="1.5rem" />
    </div>
  );
}

/** Not found ('Team not found', 'Site not found'...) or any other failure, in the spec's words. */
export function LoadError({ error, notFound }: { error: CombinedError | undefined; notFound?: string }) {
  const { code, message, fields } = serverErrors(error);
  const text = message ?? Object.values(fields)[0] ?? 'There was an unexpected error';
  if (code === 'NOT_FOUND' || (!error && notFound)) {
    return (
      <div className={styles.notFound} data-testid="not-found-message">
        <p className={styles.notFoundTitle}>{error ? text : notFound}</p>
        <p>It may have been removed, or you may not have access to it.</p>
      </div>
    );
  }
  if (code === 'UNAUTHENTICATED') {
    return (
      <p className={styles.failed} role="alert">
        You need to sign in to see this page.
      </p>
    );
  }
  return (
    <p className={styles.failed} role="alert" data-testid="load-error">
      {text}
    </p>
  );
}

/** A short message where the viewer may look but not change anything. */
export function ReadOnlyNote({ children }: { children: ReactNode }) {
  return (
    <p className={styles.note} data-testid="read-only-note">
      {children}
    </p>
  );
}
