import type { AnchorHTMLAttributes, MouseEvent } from 'react';

/** A real link (new tab and copy work) whose plain click goes through the shell's router. */
export function AppLink({
  href,
  navigate,
  ...rest
}: AnchorHTMLAttributes<HTMLAnchorElement> & { href: string; navigate: (to: string) => void }) {
  function follow(event: MouseEvent<HTMLAnchorElement>) {
    if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    event.preventDefault();
    navigate(href);
  }
  return <a href={href} onClick={follow} {...rest} />;
}
