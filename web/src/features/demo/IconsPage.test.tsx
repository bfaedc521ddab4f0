import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import { server } from '../../test/server';
import { renderPage } from '../../test/renderPage';
import { useSession } from '../../session/store';
import IconsPage from './IconsPage';

const NAMES = ['arrow-left-line', 'arrow-left-fill', 'home-4-line', 'home-4-fill', 'bank-card-line'];

function fakeIcons() {
  const asked: Record<string, string>[] = [];
  server.use(
    http.get('*/api/remixIcon/getList', ({ request }) => {
      const q = new URL(request.url).searchParams;
      asked.push(Object.fromEntries(q));
      const hits = NAMES.filter((n) => n.includes((q.get('title') ?? '').toLowerCase()));
      return HttpResponse.json({
        code: 200,
        msg: 'success',
        data: { list: hits.map((name) => ({ name, category: 'System' })), total: hits.length },
      });
    }),
  );
  return asked;
}

describe('icon picker', { timeout: 30_000 }, () => {
  it('asks for 72 icons a page and searches once typing pauses', async () => {
    useSession.setState({ token: 'tok', loaded: true });
    const asked = fakeIcons();
    const { user } = renderPage(<IconsPage />);
    expect(await screen.findByText('home-4-line')).toBeInTheDocument();
    expect(asked[0]).toEqual({ pageNo: '1', pageSize: '72' });
    expect(screen.getByText('5 icons')).toBeInTheDocument();

    await user.type(screen.getByPlaceholderText('Search icon name or category'), 'arrow');
    await waitFor(() => expect(screen.getAllByTestId('icon')).toHaveLength(2));
    expect(screen.queryByText('home-4-line')).not.toBeInTheDocument();
    // Debounced: one request for the whole word, none per keystroke.
    expect(asked.slice(1)).toEqual([{ title: 'arrow', pageNo: '1', pageSize: '72' }]);
  });

  it('selects a clicked icon and names its class', async () => {
    useSession.setState({ token: 'tok', loaded: true });
    fakeIcons();
    const { user } = renderPage(<IconsPage />);
    await user.click(await screen.findByTitle('bank-card-line (System)'));
    expect(await screen.findByText('ri-bank-card-line copied')).toBeInTheDocument();
    expect(screen.getByTitle('bank-card-line (System)')).toHaveAttribute('aria-pressed', 'true');
  });
});
