// The shell's props of the mounted screen, provided by defineRemote and read with useRemote().
import { createContext, useContext } from 'react';
import type { RemoteProps } from './contract';

export const RemoteContext = createContext<RemoteProps | null>(null);

/** The shell's props (route, navigate, flash, permissions…) anywhere inside a remote's screen. */
export function useRemote(): RemoteProps {
  const props = useContext(RemoteContext);
  if (!props) throw new Error('useRemote() outside a screen of defineRemote');
  return props;
}
