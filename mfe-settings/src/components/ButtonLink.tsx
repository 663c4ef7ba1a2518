import { AppLink } from '@pace/mfe-kit';
import { buttonClass } from '@pace/ui';
import type { AnchorHTMLAttributes } from 'react';

/** A link that looks like @pace/ui's Button ("New team"): navigation stays a link, not a button. */
export function ButtonLink({
  variant = 'secondary',
  className,
  ...rest
}: AnchorHTMLAttributes<HTMLAnchorElement> & { href: string; variant?: 'primary' | 'secondary' }) {
  return <AppLink className={buttonClass(variant, className)} {...rest} />;
}
