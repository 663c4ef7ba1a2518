import '@pace/ui/tokens.css';
import { RouterProvider } from '@tanstack/react-router';
import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { showFlashFromPage } from './chrome/flash';
import { createAppRouter } from './router';
import { loadCurrentUser } from './session/currentUser';
import { registerServiceWorker } from './sw/register';
import { applyThemePreference, readThemePreference } from './theme/theme';

applyThemePreference(readThemePreference());
// Who is looking is asked at once, while React renders the first screen.
void loadCurrentUser();
showFlashFromPage();

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');

const router = createAppRouter();
const root = createRoot(container);
startTransition(() => {
  root.render(
    <StrictMode>
      <RouterProvider router={router} />
    </StrictMode>,
  );
});

window.addEventListener('load', () => registerServiceWorker());
