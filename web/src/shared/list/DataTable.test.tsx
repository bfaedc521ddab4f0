import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { renderPage } from '../../test/renderPage';
import { useSession } from '../../session/store';
import { PeoplePage, servePeople } from './testing';

function signIn() {
  useSession.setState({ token: 'tok', admin: true, roles: ['Admin'], permissions: [], loaded: true });
}

const location = () => screen.getByTestId('location-search').textContent;

describe('list table', { timeout: 60_000 }, () => {
  it('takes filter, sort and page from the URL; a new filter or sort starts again at page 1', async () => {
    signIn();
    const seen = servePeople(95);
    const { user } = renderPage(<PeoplePage />, '/?keyword=Person&sort=-balance&pageNo=2&pageSize=10');

    expect(await screen.findByText('Person 85')).toBeInTheDocument();
    expect(Object.fromEntries(seen[0])).toEqual({ keyword: 'Person', sort: '-balance', pageNo: '2', pageSize: '10' });
    expect(seen).toHaveLength(1);
    expect(screen.getByLabelText('Keyword')).toHaveValue('Person');

    // A click on the sorted column drops its sort, keeps the filter and goes back to page 1.
    await user.click(screen.getByRole('columnheader', { name: /Balance/ }));
    await waitFor(() => expect(seen.at(-1)?.get('sort')).toBeNull());
    expect(seen.at(-1)?.get('pageNo')).toBe('1');
    expect(seen.at(-1)?.get('keyword')).toBe('Person');

    await user.click(screen.getByRole('columnheader', { name: /Balance/ }));
    await waitFor(() => expect(seen.at(-1)?.get('sort')).toBe('balance'));
    await user.click(screen.getByTitle('3'));
    await waitFor(() => expect(seen.at(-1)?.get('pageNo')).toBe('3'));
    expect(location()).toContain('pageNo=3');

    await user.clear(screen.getByLabelText('Keyword'));
    await user.type(screen.getByLabelText('Keyword'), 'Person 1');
    await user.click(screen.getByTestId('filter-search'));
    await waitFor(() => expect(seen.at(-1)?.get('keyword')).toBe('Person 1'));
    expect(seen.at(-1)?.get('pageNo')).toBe('1');
    expect(seen.at(-1)?.get('sort')).toBe('balance');
    expect(location()).not.toContain('pageNo');
  });

  it('says when nothing matches, and offers to clear the filters', async () => {
    signIn();
    const seen = servePeople(3);
    const { user } = renderPage(<PeoplePage />, '/?keyword=nobody');
    expect(await screen.findByText('Nothing matches the filters', { selector: '.ant-empty-description' })).toBeInTheDocument();
    await user.click(screen.getByTestId('clear-filters'));
    expect(await screen.findByText('Person 3')).toBeInTheDocument();
    expect(seen.at(-1)?.get('keyword')).toBeNull();
    expect(location()).toBe('');
  });

  it('says there is no data without filters, with nothing to clear', async () => {
    signIn();
    servePeople(0);
    renderPage(<PeoplePage />);
    expect(await screen.findByText('No data', { selector: '.ant-empty-description' })).toBeInTheDocument();
    expect(screen.queryByTestId('clear-filters')).not.toBeInTheDocument();
  });

  it('shows a failed load with a retry that asks again', async () => {
    signIn();
    let failing = true;
    const seen = servePeople(2, { fail: () => failing });
    const { user } = renderPage(<PeoplePage />);
    expect(await screen.findByText('The list could not be loaded')).toBeInTheDocument();
    expect(screen.getByText('server error, please try again later', { selector: '.ant-result-subtitle' })).toBeInTheDocument();
    failing = false;
    await user.click(screen.getByTestId('list-retry'));
    expect(await screen.findByText('Person 2')).toBeInTheDocument();
    expect(seen).toHaveLength(2);
  });

  it('hands the selected rows to the batch buttons and forgets them on another page', async () => {
    signIn();
    servePeople(45);
    const batches: number[][] = [];
    const { user } = renderPage(<PeoplePage onBatch={(rows) => batches.push(rows.map((r) => r.id))} />);
    const row = async (name: string) => (await screen.findByText(name)).closest('tr')!;
    await user.click(within(await row('Person 2')).getByRole('checkbox'));
    await user.click(within(await row('Person 5')).getByRole('checkbox'));
    expect(screen.getByTestId('selection-count')).toHaveTextContent('2 selected');
    await user.click(screen.getByRole('button', { name: 'Batch' }));
    expect(batches).toEqual([[2, 5]]);

    await user.click(screen.getByTitle('2'));
    expect(await screen.findByText('Person 21')).toBeInTheDocument();
    expect(screen.queryByTestId('selection-count')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Batch' }));
    expect(batches.at(-1)).toEqual([]);
  });
});
