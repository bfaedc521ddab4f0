import { describe, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import { renderPage } from '../../test/renderPage';
import { useSession } from '../../session/store';
import { setLanguage } from '../../i18n';
import { COUNT_TOO_LONG, PeoplePage, servePeople } from './testing';

function signIn() {
  useSession.setState({ token: 'tok', admin: true, roles: ['Admin'], permissions: [], loaded: true });
}

const location = () => screen.getByTestId('location-search').textContent;
const total = () => screen.getByTestId('list-total');
const exactAsks = (seen: URLSearchParams[]) => seen.filter((q) => q.get('count') === 'exact');

describe('figures counted up to the cap', { timeout: 60_000 }, () => {
  it('shows the total as a lower bound, and counts every match on request, with a spinner meanwhile', async () => {
    signIn();
    let release: () => void = () => undefined;
    const gate = new Promise<void>((resolve) => (release = resolve));
    const seen = servePeople(2_500, {
      cap: 1_000,
      before: async (q) => {
        if (q.get('count') === 'exact') await gate;
      },
    });
    const { user } = renderPage(<PeoplePage />, '/?keyword=Person');
    await screen.findByText('Person 20');
    expect(total()).toHaveTextContent('1,000+ items');
    expect(seen[0].get('count')).toBeNull();

    await user.click(screen.getByTestId('list-count-all'));
    await waitFor(() => expect(exactAsks(seen)).toHaveLength(1));
    // The same list asked again, with exact figures; the URL does not keep it.
    expect(Object.fromEntries(seen.at(-1)!)).toEqual({ keyword: 'Person', pageNo: '1', pageSize: '20', count: 'exact' });
    expect(location()).toBe('?keyword=Person');
    expect(screen.getByTestId('list-count-all')).toHaveClass('ant-btn-loading');
    expect(total()).toHaveTextContent('1,000+ items');

    release();
    await waitFor(() => expect(total()).toHaveTextContent('2,500 items'));
    expect(screen.queryByTestId('list-count-all')).not.toBeInTheDocument();
    expect(screen.getByTitle('125')).toBeInTheDocument();

    // Paging on keeps the exact figures; a new filter counts up to the cap again.
    await user.click(screen.getByTitle('2'));
    await waitFor(() => expect(seen.at(-1)?.get('pageNo')).toBe('2'));
    expect(seen.at(-1)?.get('count')).toBe('exact');
    await screen.findByText('Person 21');
    await user.clear(screen.getByLabelText('Keyword'));
    await user.type(screen.getByLabelText('Keyword'), 'Person 1');
    await user.click(screen.getByTestId('filter-search'));
    await waitFor(() => expect(seen.at(-1)?.get('keyword')).toBe('Person 1'));
    expect(seen.at(-1)?.get('count')).toBeNull();
    // 1, 10–19, 100–199, 1000–1999: 1,111 matches, counted up to 1,000.
    await waitFor(() => expect(total()).toHaveTextContent('1,000+ items'));
    expect(screen.getByTestId('list-count-all')).not.toHaveClass('ant-btn-loading');
  });

  it('says when the exact count took too long, and keeps the figures it had', async () => {
    signIn();
    const seen = servePeople(2_500, { cap: 1_000, exactFails: () => true });
    const { user } = renderPage(<PeoplePage />, '/?keyword=Person');
    await screen.findByText('Person 20');

    await user.click(screen.getByTestId('list-count-all'));
    expect(await screen.findByText(COUNT_TOO_LONG)).toBeInTheDocument();
    await waitFor(() => expect(screen.getByTestId('list-count-all')).not.toHaveClass('ant-btn-loading'));
    expect(total()).toHaveTextContent('1,000+ items');
    expect(screen.getByText('Person 20')).toBeInTheDocument();
    expect(screen.queryByText('The list could not be loaded')).not.toBeInTheDocument();

    // It may be asked again.
    await user.click(screen.getByTestId('list-count-all'));
    await waitFor(() => expect(exactAsks(seen)).toHaveLength(2));
    await waitFor(() => expect(screen.getByTestId('list-count-all')).not.toHaveClass('ant-btn-loading'));
    expect(screen.getByText('Person 20')).toBeInTheDocument();
  });

  it('pages without a last page while the total is a lower bound', async () => {
    signIn();
    const seen = servePeople(2_510, { cap: 1_000 });
    const { user, unmount } = renderPage(<PeoplePage />, '/?keyword=Person');
    await screen.findByText('Person 20');
    // The pages the cap tells of, not the 126 there are.
    expect(screen.getByTitle('50')).toBeInTheDocument();
    expect(screen.queryByTitle('51')).not.toBeInTheDocument();
    expect(screen.queryByTitle('126')).not.toBeInTheDocument();

    await user.click(screen.getByTitle('50'));
    await screen.findByText('Person 1000');
    // The last page the cap tells of came back full: "next" goes on, to no numbered page.
    expect(screen.getByTitle('Next Page')).toHaveAttribute('aria-disabled', 'false');
    expect(screen.queryByTitle('51')).not.toBeInTheDocument();
    await user.click(screen.getByTitle('Next Page'));
    await screen.findByText('Person 1001');
    expect(seen.at(-1)?.get('pageNo')).toBe('51');
    expect(screen.getByTitle('51')).toHaveClass('ant-pagination-item-active');
    expect(screen.queryByTitle('52')).not.toBeInTheDocument();
    expect(screen.getByTitle('Next Page')).toHaveAttribute('aria-disabled', 'false');
    expect(total()).toHaveTextContent('1,000+ items');
    unmount();

    // A short page is the end.
    renderPage(<PeoplePage />, '/?keyword=Person&pageNo=126');
    await screen.findByText('Person 2510');
    expect(screen.getByTitle('Next Page')).toHaveAttribute('aria-disabled', 'true');
    expect(screen.getByTitle('126')).toHaveClass('ant-pagination-item-active');
    expect(screen.queryByTitle('127')).not.toBeInTheDocument();
  });

  it('pages as ever when the total is exact', async () => {
    signIn();
    servePeople(2_510, { cap: 1_000 });
    renderPage(<PeoplePage />);
    await screen.findByText('Person 20');
    expect(total()).toHaveTextContent('2,510 items');
    expect(screen.queryByTestId('list-count-all')).not.toBeInTheDocument();
    expect(screen.getByTitle('126')).toBeInTheDocument();
  });

  it('reads in Chinese as well', async () => {
    await setLanguage('zh');
    signIn();
    servePeople(2_500, { cap: 1_000 });
    renderPage(<PeoplePage />, '/?keyword=Person');
    await screen.findByText('Person 20');
    expect(total()).toHaveTextContent('共 1,000+ 条');
    expect(screen.getByTestId('list-count-all')).toHaveTextContent('精确统计');
  });
});
