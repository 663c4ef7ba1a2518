import '@pace/ui/tokens.css';
import { RouterProvider } from '@tanstack/react-router';
import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { showFlashFromPage } from './chrome/flash';
import { preloadRouteScope } from './chrome/scope';
import { remoteEntries } from './remotes/manifest';
import { createAppRouter } from './router';
import { signedIn } from './session/currentUser';
import { registerServiceWorker } from './sw/register';
import { applyThemePreference, readThemePreference } from './theme/theme';

applyThemePreference(readThemePreference());
showFlashFromPage();

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');

const router = createAppRouter();
// Asked at once and together, while React renders the first screen: who is looking, the place of the
// first route (its breadcrumbs, switchers and permissions) and where the remotes live. The first
// signed-in screen waited for them one after the other.
const firstRoute = router.matchRoutes(window.location.pathname, {}).at(-1)?.params as
  | Record<string, string>
  | undefined;
if (firstRoute && !firstRoute.shareToken) preloadRouteScope(firstRoute, signedIn());
else void signedIn();
remoteEntries().catch(() => {
  // Asked again, and its failure shown, when a remote's screen needs it.
});
const root = createRoot(container);
startTransition(() => {
  root.render(
    <StrictMode>
      <RouterProvider router={router} />
    </StrictMode>,
  );
});

window.addEventListener('load', () => registerServiceWorker());
