// What a remote receives as `route`, made from the router's leaf match: by the remote's outlet when it
// renders, and at boot for the first screen's prefetch, before anything renders.
import type { Permissions, RemoteName, RouteInfo } from '@pace/mfe-kit';

export interface LeafMatch {
  pathname: string;
  params: Record<string, string>;
  search: Record<string, unknown>;
  staticData: {
    remote?: RemoteName;
    screen?: string;
    title?: string;
    pattern?: string;
    readOnly?: boolean;
    requires?: keyof Permissions;
  };
}

export function routeInfo(leaf: LeafMatch, params: Record<string, string> = leaf.params): RouteInfo {
  const { screen = '', title = '', pattern = '' } = leaf.staticData;
  return { pattern, path: leaf.pathname, screen, title, params, search: leaf.search };
}
