import type { AnchorHTMLAttributes } from 'react';
import { AppLink } from './AppLink';
import styles from './ButtonLink.module.css';

/** A link that looks like @pace/ui's Button ("New team"): navigation stays a link, not a button. */
export function ButtonLink({
  variant = 'secondary',
  className,
  ...rest
}: AnchorHTMLAttributes<HTMLAnchorElement> & { href: string; variant?: 'primary' | 'secondary' }) {
  return (
    <AppLink className={[styles.link, styles[variant], className].filter(Boolean).join(' ')} {...rest} />
  );
}
