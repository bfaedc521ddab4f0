import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { App } from '../app/App';
import { bootstrap } from '../app/bootstrap';
import type { AppRouter } from '../app/router';

const routers: AppRouter[] = [];

/** Mounts the whole console at `path` (a hash route such as '/login?redirect=%2F'). */
export function renderApp(path = '/') {
  window.location.hash = `#${path}`;
  const { queryClient, router } = bootstrap();
  routers.push(router);
  const user = userEvent.setup();
  const view = render(<App queryClient={queryClient} router={router} />);
  return { ...view, user, router, queryClient };
}

export function disposeApps(): void {
  for (const router of routers.splice(0)) router.dispose();
}

/** The hash route the browser shows, e.g. '/login?redirect=%2Fsome%2Fpage'. */
export function currentRoute(): string {
  return window.location.hash.replace(/^#/, '');
}
