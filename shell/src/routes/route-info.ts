// What a remote receives as `route`, made from the router's leaf match: by the remote's outlet when it
// renders, and at boot for the first screen's prefetch, before anything renders.
import type { RouteInfo } from '@pace/mfe-kit';
import type { StaticDataRouteOption } from '@tanstack/react-router';

export interface LeafMatch {
  pathname: string;
  params: Record<string, string>;
  search: Record<string, unknown>;
  /** What ./tree.tsx gives each remote screen's route (its `StaticDataRouteOption` augmentation). */
  staticData: StaticDataRouteOption;
}

export function routeInfo(leaf: LeafMatch, params: Record<string, string> = leaf.params): RouteInfo {
  const { screen = '', title = '', pattern = '' } = leaf.staticData;
  return { pattern, path: leaf.pathname, screen, title, params, search: leaf.search };
}
