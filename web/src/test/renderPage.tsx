import type { ReactElement } from 'react';
import { render } from '@testing-library/react';
import userEvent, { type Options } from '@testing-library/user-event';
import { MemoryRouter, useLocation } from 'react-router';
import { AppProviders } from '../app/AppProviders';
import { createQueryClient } from '../app/queryClient';

/** Shows the router's query string, so tests can see the filters a page keeps in its URL. */
function LocationProbe() {
  return <output data-testid="location-search">{useLocation().search}</output>;
}

/**
 * Mounts one page at `path` inside the console's providers (query client, antd locale,
 * toasts) and a router, without the shell.
 */
export function renderPage(ui: ReactElement, path = '/', events?: Options) {
  const queryClient = createQueryClient();
  const user = userEvent.setup(events);
  const view = render(
    <AppProviders queryClient={queryClient}>
      <MemoryRouter initialEntries={[path]}>
        {ui}
        <LocationProbe />
      </MemoryRouter>
    </AppProviders>,
  );
  return { ...view, user, queryClient };
}
