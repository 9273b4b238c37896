import { StrictMode, startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { unstable_defaultRootOptions as defaultRootOptions } from 'waku/client';
import { Router } from 'waku/router/client';

declare global {
  var __WAKU_HYDRATE__: boolean | undefined;
}

/** The browser entry: Waku's own, plus spec section 8's mount-failure logging. */
function mount() {
  const app = (
    <StrictMode>
      <Router />
    </StrictMode>
  );
  if (globalThis.__WAKU_HYDRATE__) startTransition(() => void hydrateRoot(document, app, defaultRootOptions));
  else createRoot(document, defaultRootOptions).render(app);
}

try {
  mount();
} catch (error) {
  console.error('Error while mounting app:', error);
  throw error;
}
