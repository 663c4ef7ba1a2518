// Spec section 7: a service worker at /sw.js, registered on secure origins only.
//
// Decision: "secure" is the browser's own `isSecureContext`. That includes https and, by the web's rules,
// loopback origins (http://localhost, http://127.0.0.1): `npm start` and the browser tests therefore run
// the service worker exactly as production does. Plain http on any other host never registers it. Builds
// of the dev server (no content hashes, files change under the same name) never register it either.

export interface ServiceWorkerEnvironment {
  production: boolean;
  secure: boolean;
  container: Pick<ServiceWorkerContainer, 'register'> | undefined;
}

function browserEnvironment(): ServiceWorkerEnvironment {
  return {
    production: process.env.NODE_ENV === 'production',
    secure: window.isSecureContext,
    container: 'serviceWorker' in navigator ? navigator.serviceWorker : undefined,
  };
}

/** Registers /sw.js when the page is a production build on a secure origin; says whether it did. */
export function registerServiceWorker(environment: ServiceWorkerEnvironment = browserEnvironment()): boolean {
  const { production, secure, container } = environment;
  if (!production || !secure || !container) return false;
  container.register('/sw.js', { scope: '/' }).catch((error: unknown) => {
    console.warn('The service worker could not be registered', error);
  });
  return true;
}
