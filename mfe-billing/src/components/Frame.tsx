// The frame of every billing screen: the heading, the billing sections, and the body in its loading,
// refused, failed or ready state. Only administrators reach billing; the bff refuses everyone else.
import { AppLink, pathTo } from '@pace/mfe-kit';
import { PageHeader, Skeleton } from '@pace/ui';
import { serverErrors } from '@pace/ui/forms';
import type { ReactNode } from 'react';
import type { CombinedError } from 'urql';
import styles from './Frame.module.css';
import { useRemote } from './remote';

const SECTIONS = [
  { label: 'Overview', key: 'organisations/$orgId/billing' },
  { label: 'Plan', key: 'organisations/$orgId/billing/plan' },
  { label: 'Payment', key: 'organisations/$orgId/billing/payment' },
  { label: 'Invoices', key: 'organisations/$orgId/billing/invoices' },
  { label: 'Usage', key: 'organisations/$orgId/usage' },
] as const;

export interface FrameProps {
  orgId: string;
  title: ReactNode;
  description?: ReactNode;
  actions?: ReactNode;
  children: ReactNode;
}

export function Frame({ orgId, title, description, actions, children }: FrameProps) {
  const { route } = useRemote();
  return (
    <div className={styles.screen}>
      <PageHeader title={title} description={description} actions={actions} titleTestId="screen-title" />
      <nav className={styles.nav} aria-label="Billing">
        {SECTIONS.map((section) => {
          const href = pathTo(section.key, { orgId });
          const current = route.path === href;
          return (
            <AppLink
              key={section.label}
              href={href}
              className={current ? styles.current : styles.link}
              aria-current={current ? 'page' : undefined}
            >
              {section.label}
            </AppLink>
          );
        })}
      </nav>
      <div className={styles.body}>{children}</div>
    </div>
  );
}

/** A skeleton the size of the content, so nothing jumps when the data arrives. */
export function Loading({ lines = 6 }: { lines?: number }) {
  return (
    <div className={styles.loading} data-testid="billing-loading">
      <Skeleton lines={lines} height="1.5rem" />
    </div>
  );
}

/** Refused (not an administrator), not found, or failed: in the spec's words. */
export function LoadError({ error }: { error: CombinedError | undefined }) {
  const { code, message, fields } = serverErrors(error);
  const text = message ?? Object.values(fields)[0] ?? 'There was an unexpected error';
  if (code === 'FORBIDDEN') {
    return (
      <p className={styles.note} data-testid="billing-forbidden">
        Only administrators of this organisation manage its plan and billing.
      </p>
    );
  }
  return (
    <p className={styles.failed} role="alert" data-testid="load-error">
      {text}
    </p>
  );
}

/** A notice above the content: a paused subscription, an expired trial, a failed payment. */
export function Notice({
  tone,
  children,
  testId,
}: {
  tone: 'warning' | 'error';
  children: ReactNode;
  testId?: string;
}) {
  return (
    <div className={tone === 'error' ? styles.failed : styles.notice} role="status" data-testid={testId}>
      {children}
    </div>
  );
}
