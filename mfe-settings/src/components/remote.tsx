// The shell's props for every component of a screen, without threading them through each one.
import type { RemoteProps, ScreenComponent } from '@pace/mfe-kit';
import { createContext, useContext } from 'react';

const RemoteContext = createContext<RemoteProps | null>(null);

export function useRemote(): RemoteProps {
  const props = useContext(RemoteContext);
  if (!props) throw new Error('useRemote() outside a settings screen');
  return props;
}

/** Registers a screen: its components can call useRemote(). */
export function screen(Component: ScreenComponent): ScreenComponent {
  function SettingsScreen(props: RemoteProps) {
    return (
      <RemoteContext.Provider value={props}>
        <Component {...props} />
      </RemoteContext.Provider>
    );
  }
  SettingsScreen.displayName = `Screen(${Component.displayName ?? Component.name})`;
  return SettingsScreen;
}

/** A route parameter the shell's route table guarantees for this screen. */
export function param(props: RemoteProps, name: string): string {
  return props.route.params[name] ?? '';
}

/** A search parameter as text (the router parses `?q=12` into a number). */
export function searchText(props: RemoteProps, name: string): string {
  const value = props.route.search[name];
  return value === undefined || value === null ? '' : String(value);
}
