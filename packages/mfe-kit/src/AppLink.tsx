// The in-app link of every remote: a real anchor whose plain click goes through the shell's router.
import type { AnchorHTMLAttributes, MouseEvent } from 'react';
import { useRemote } from './remote-context';

/**
 * A link inside the app: a real anchor (new tab, copy link and the keyboard work as usual) whose plain
 * click goes through the shell's router instead of loading a new page. Inside a screen only.
 */
export function AppLink({
  href,
  onClick,
  ...rest
}: AnchorHTMLAttributes<HTMLAnchorElement> & { href: string }) {
  const { navigate } = useRemote();
  function follow(event: MouseEvent<HTMLAnchorElement>) {
    onClick?.(event);
    if (event.defaultPrevented || event.button !== 0) return;
    if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    event.preventDefault();
    navigate(href);
  }
  return <a href={href} onClick={follow} {...rest} />;
}
