// The shell's props for every component of a screen, without threading them through each one.
import type { RemoteProps, ScreenComponent } from '@pace/mfe-kit';
import { createContext, useContext } from 'react';

const RemoteContext = createContext<RemoteProps | null>(null);

export function useRemote(): RemoteProps {
  const props = useContext(RemoteContext);
  if (!props) throw new Error('useRemote() outside a billing screen');
  return props;
}

/** Registers a screen: its components can call useRemote(). */
export function screen(Component: ScreenComponent): ScreenComponent {
  function BillingScreen(props: RemoteProps) {
    return (
      <RemoteContext.Provider value={props}>
        <Component {...props} />
      </RemoteContext.Provider>
    );
  }
  BillingScreen.displayName = `Screen(${Component.displayName ?? Component.name})`;
  return BillingScreen;
}

/** The organisation of every billing route (`/organisations/$orgId/...`). */
export function orgIdOf(props: RemoteProps): string {
  return props.route.params.orgId ?? '';
}
