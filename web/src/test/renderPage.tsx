import type { ReactElement } from 'react';
import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { AppProviders } from '../app/AppProviders';
import { createQueryClient } from '../app/queryClient';

/** Mounts one page inside the console's providers (query client, antd locale, toasts), without the shell. */
export function renderPage(ui: ReactElement) {
  const queryClient = createQueryClient();
  const user = userEvent.setup();
  const view = render(<AppProviders queryClient={queryClient}>{ui}</AppProviders>);
  return { ...view, user, queryClient };
}
