import './shared/zodConfig';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import './i18n';
import { App } from './app/App';
import { bootstrap } from './app/bootstrap';

function render() {
  const { queryClient, router } = bootstrap();
  const container = document.getElementById('root');
  if (!container) throw new Error('index.html lacks #root');
  createRoot(container).render(
    <StrictMode>
      <App queryClient={queryClient} router={router} />
    </StrictMode>,
  );
}

// `npm run dev:msw` answers the API in the browser; the mode is a constant at build time,
// so other builds drop this branch and its import.
if (import.meta.env.MODE === 'msw') {
  void import('./dev/msw').then(({ startMockWorker }) => startMockWorker()).then(render);
} else {
  render();
}

// Loaded apart from the sign-in route's code; development builds run without a worker.
if (import.meta.env.PROD && 'serviceWorker' in navigator) {
  void import('./app/pwa').then(({ registerServiceWorker }) => registerServiceWorker());
}
