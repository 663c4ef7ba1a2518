// The shell's props for every component of a screen, without threading them through each one, and the
// in-app link that needs them. Shared by the remotes so each does not keep its own copy.
import { type AnchorHTMLAttributes, createContext, type MouseEvent, useContext } from 'react';
import type { RemoteProps } from './contract';
import type { ScreenComponent } from './defineRemote';

const RemoteContext = createContext<RemoteProps | null>(null);

/** The shell's props inside a screen registered with `screen()`. */
export function useRemote(): RemoteProps {
  const props = useContext(RemoteContext);
  if (!props) throw new Error('useRemote() outside a screen registered with screen()');
  return props;
}

/** Registers a screen for `defineRemote`: its components can call useRemote(). */
export function screen(Component: ScreenComponent): ScreenComponent {
  function RemoteScreen(props: RemoteProps) {
    return (
      <RemoteContext.Provider value={props}>
        <Component {...props} />
      </RemoteContext.Provider>
    );
  }
  RemoteScreen.displayName = `Screen(${Component.displayName ?? Component.name})`;
  return RemoteScreen;
}

/**
 * A link inside the app: a real anchor (new tab, copy link and the keyboard work as usual) whose plain
 * click goes through the shell's router instead of loading a new page. Inside a `screen()` only.
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
