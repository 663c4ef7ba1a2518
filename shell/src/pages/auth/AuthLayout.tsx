import type { ReactNode } from 'react';
import styles from './auth.module.css';

/** The frame of every account page: one narrow card, centred in the content column. */
export function AuthLayout({
  title,
  description,
  children,
  footer,
}: {
  title: string;
  description?: ReactNode;
  children: ReactNode;
  footer?: ReactNode;
}) {
  return (
    <div className={styles.page}>
      <section className={styles.card} aria-labelledby="auth-title">
        <h1 id="auth-title" className={styles.title} data-testid="screen-title">
          {title}
        </h1>
        {description ? <p className={styles.description}>{description}</p> : null}
        {children}
      </section>
      {footer ? <p className={styles.footer}>{footer}</p> : null}
    </div>
  );
}
