import { afterEach, describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { renderPage } from '../../test/renderPage';
import { useErrorLog } from '../errorLog';
import { ErrorLogButton } from './ErrorLog';

describe('error-log dialog', () => {
  afterEach(() => useErrorLog.getState().clear());

  it('is not there while nothing went wrong', () => {
    renderPage(<ErrorLogButton />);
    expect(screen.queryByTestId('error-log')).toBeNull();
  });

  it('lists route, message, details and search links, and the clear button hides and empties it', async () => {
    window.location.hash = '#/order/list?status=1';
    useErrorLog.getState().add({ message: "Cannot read properties of undefined (reading 'id')", detail: 'TypeError: at OrderTable (order.tsx:12)' });
    useErrorLog.getState().add({ url: '/cash/withdraw', message: 'boom & bust', detail: 'Error: boom & bust' });
    const { user } = renderPage(<ErrorLogButton />);

    const button = screen.getByTestId('error-log');
    expect(within(button).getByText('2')).toBeInTheDocument();
    await user.click(button);

    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('Error log')).toBeInTheDocument();
    for (const header of ['Route URL', 'Error message', 'Details']) {
      expect(within(dialog).getByRole('columnheader', { name: header })).toBeInTheDocument();
    }
    const rows = within(dialog).getAllByRole('row').slice(1);
    expect(rows).toHaveLength(2);
    expect(within(rows[0]).getByText('/order/list?status=1')).toBeInTheDocument();
    expect(within(rows[0]).getByText("Cannot read properties of undefined (reading 'id')")).toBeInTheDocument();
    expect(within(rows[0]).getByText('TypeError: at OrderTable (order.tsx:12)')).toBeInTheDocument();
    expect(within(rows[1]).getByText('/cash/withdraw')).toBeInTheDocument();
    expect(within(rows[1]).getByRole('link', { name: 'Baidu' })).toHaveAttribute(
      'href',
      'https://www.baidu.com/s?wd=boom%20%26%20bust',
    );
    const google = within(rows[1]).getByRole('link', { name: 'Google' });
    expect(google).toHaveAttribute('href', 'https://www.google.com/search?q=boom%20%26%20bust');
    expect(google).toHaveAttribute('target', '_blank');

    await user.click(within(dialog).getByRole('button', { name: 'Hide and clear the log' }));

    expect(useErrorLog.getState().entries).toEqual([]);
    await waitFor(() => expect(screen.queryByTestId('error-log')).toBeNull());
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });
});
