import '@testing-library/jest-dom/vitest';
import { afterAll, afterEach, beforeAll, beforeEach } from 'vitest';
import { cleanup, configure } from '@testing-library/react';
import { server } from './server';
import { i18n, setLanguage } from '../i18n';
import { FEATURE_NAMESPACES } from '../i18n/namespaces';
import { useSession } from '../session/store';
import { disposeApps } from './renderApp';
import { resetListSettings } from './listSettings';

// antd's responsive helpers call matchMedia, which jsdom lacks.
Object.defineProperty(window, 'matchMedia', {
  writable: true,
  value: (query: string): MediaQueryList =>
    ({
      matches: false,
      media: query,
      onchange: null,
      addListener: () => {},
      removeListener: () => {},
      addEventListener: () => {},
      removeEventListener: () => {},
      dispatchEvent: () => false,
    }) as MediaQueryList,
});

// A shared 2-core machine renders antd slowly, several seconds per page when other work runs:
// findBy* and waitFor wait up to 15 s (only a test that is failing anyway waits that long).
configure({ asyncUtilTimeout: 15_000 });

// antd's tables, tabs, selects and overflow helpers and React Flow observe sizes, which jsdom
// cannot measure: one stub for every test (feature helpers must not add their own).
class ResizeObserverStub {
  observe() {}
  unobserve() {}
  disconnect() {}
}
Object.defineProperty(window, 'ResizeObserver', { writable: true, value: ResizeObserverStub });

beforeAll(async () => {
  server.listen({ onUnhandledRequest: 'error' });
  // Feature texts load lazily (i18n backend); tests render pages without the shell's
  // Suspense, so every namespace is there before the first render (setLanguage then loads
  // the other language of each).
  await i18n.loadNamespaces(FEATURE_NAMESPACES);
});

beforeEach(async () => {
  // Assertions quote the console's English texts.
  await setLanguage('en');
});

afterEach(() => {
  cleanup();
  disposeApps();
  server.resetHandlers();
  resetListSettings();
  useSession.getState().reset();
  localStorage.clear();
  window.location.hash = '';
});

afterAll(() => server.close());
