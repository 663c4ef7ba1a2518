// Paths the server answers itself (e.g. /sign-out): links to them must load a new document.
import { ROUTES } from '@pace/mfe-kit';

export const FULL_RELOAD_PATHS: ReadonlySet<string> = new Set(
  ROUTES.flatMap((route) => (route.kind === 'page' && 'fullReload' in route ? [route.path] : [])),
);
