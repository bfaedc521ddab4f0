import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { server } from '../../test/server';
import { renderPage } from '../../test/renderPage';
import { useSession } from '../../session/store';
import type { DemoGoods } from '../../api/generated/model';
import GoodsPage from './GoodsPage';

const goods = (id: number, title: string): DemoGoods => ({
  id,
  title,
  price: `${id}9.90`,
  labels: ['new', 'hot'],
  company: `Company ${id}`,
  url: `https://shop.example/goods/${id}`,
  description: `About ${title}`,
  icon: 'cup-line',
  image: 'data:image/svg+xml,x',
});

describe('goods cards', { timeout: 30_000 }, () => {
  it('shows a card per goods and searches by title from page 1', async () => {
    useSession.setState({ token: 'tok', loaded: true });
    const all = [goods(1, 'Bamboo mug'), goods(2, 'Tea towel'), goods(3, 'Tea pot')];
    const asked: Record<string, string>[] = [];
    server.use(
      http.get('*/api/goods/getList', ({ request }) => {
        const q = Object.fromEntries(new URL(request.url).searchParams);
        asked.push(q);
        const hits = all.filter((g) => g.title.toLowerCase().includes((q.title ?? '').toLowerCase()));
        return HttpResponse.json({ code: 200, msg: 'success', data: { list: hits, total: hits.length } });
      }),
    );
    const { user } = renderPage(<GoodsPage />);
    const first = await screen.findByText('Bamboo mug');
    const card = first.closest('[data-testid="goods-card"]') as HTMLElement;
    expect(within(card).getByText('¥19.90')).toBeInTheDocument();
    expect(within(card).getByText('Company 1')).toBeInTheDocument();
    expect(within(card).getByText('hot')).toBeInTheDocument();
    expect(screen.getAllByTestId('goods-card')).toHaveLength(3);

    await user.click(screen.getByPlaceholderText('Search goods'));
    await user.paste('tea');
    await user.keyboard('{Enter}');
    await waitFor(() => expect(screen.getAllByTestId('goods-card')).toHaveLength(2));
    expect(asked.at(-1)).toEqual({ title: 'tea', pageNo: '1', pageSize: '12' });
  });
});
