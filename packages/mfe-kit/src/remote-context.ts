// The shell's props of the mounted screen, provided by defineRemote and read with useRemote(); the route's
// parameters, typed from its key, with useRouteParams().
import { createContext, useContext } from 'react';
import type { RemoteProps } from './contract';
import { patternOf } from './path-to';
import type { RouteKey, RouteParams } from './routes';

export const RemoteContext = createContext<RemoteProps | null>(null);

/** The shell's props (route, navigate, flash, permissions…) anywhere inside a remote's screen. */
export function useRemote(): RemoteProps {
  const props = useContext(RemoteContext);
  if (!props) throw new Error('useRemote() outside a screen of defineRemote');
  return props;
}

/**
 * The parameters of route `key` as the shell matched them, typed from its pattern:
 * `useRouteParams('settings/pages/$uuid/edit')` has teamId, siteId and uuid. A parameter the URL does not
 * carry (`orgId` of `setup/$orgId` on `/setup`) is ''.
 */
export function useRouteParams<K extends RouteKey>(key: K): RouteParams<K> {
  const { params } = useRemote().route;
  const names = [...patternOf(key).matchAll(/\$([A-Za-z]\w*)/g)].map((match) => match[1] ?? '');
  return Object.fromEntries(names.map((name) => [name, params[name] ?? ''])) as RouteParams<K>;
}
