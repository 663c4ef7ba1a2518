import '@pace/ui/tokens.css';
import { warmUpNumberFormat } from '@pace/ui/format/warm-up';
import { RouterProvider } from '@tanstack/react-router';
import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { showFlashFromPage } from './chrome/flash';
import { preloadRouteScope } from './chrome/scope';
import { remoteEntries } from './remotes/manifest';
import { prefetchFirstScreen } from './remotes/prefetch';
import { createAppRouter } from './router';
import { type LeafMatch, routeInfo } from './routes/route-info';
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
const { pathname, search } = router.state.location;
const firstMatch = router.matchRoutes(pathname, search).at(-1) as unknown as LeafMatch | undefined;
const firstRoute = firstMatch?.params;
if (firstRoute && !firstRoute.shareToken) preloadRouteScope(firstRoute, signedIn());
else void signedIn();
remoteEntries().catch(() => {
  // Asked again, and its failure shown, when a remote's screen needs it.
});
// And the first screen's own data, if a remote shows it: it need not wait for the frame to render the
// remote's slot (the page's preload hints bring the remote's code meanwhile).
const { remote, readOnly } = firstMatch?.staticData ?? {};
if (firstMatch && remote && !readOnly) prefetchFirstScreen(remote, routeInfo(firstMatch));
// A remote's screen shows figures, and a page's first number format loads the browser's number data:
// 150 to 360 ms under a 4x CPU slowdown, which the pulse paid inside its first render. Paid here instead,
// in a task of its own while the remote's code is still on the network.
if (remote) setTimeout(warmUpNumberFormat, 0);
const root = createRoot(container);
startTransition(() => {
  root.render(
    <StrictMode>
      <RouterProvider router={router} />
    </StrictMode>,
  );
});

window.addEventListener('load', () => registerServiceWorker());
