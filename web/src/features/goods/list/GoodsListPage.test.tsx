import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { http } from 'msw';
import { server } from '../../../test/server';
import { categoriesHandler, ok, renderPage, sampleGoods, signInWith } from '../testing';
import GoodsListPage from './GoodsListPage';

const counts = { all: 12, on: 9, off: 3, soldOut: 1, warning: 2, recycle: 4 };

describe('goods list', { timeout: 60_000 }, () => {
  it('shows tab counts, asks for the tab, and batch-takes goods off shelf after confirming', async () => {
    signInWith('goods:goods:read', 'goods:goods:write', 'goods:category:read');
    const asked: string[] = [];
    const posted: unknown[] = [];
    const detailOf: string[] = [];
    server.use(
      categoriesHandler,
      http.get('*/api/admin/goods/index', ({ request }) => {
        asked.push(new URL(request.url).searchParams.get('tab') ?? '');
        return ok({ list: [sampleGoods(), sampleGoods({ id: 32, name: '格纹衬衫' })], total: 2, counts });
      }),
      http.get('*/api/admin/goods/detail', ({ request }) => {
        detailOf.push(new URL(request.url).searchParams.get('id') ?? '');
        return ok(sampleGoods());
      }),
      http.post('*/api/admin/goods/updateStatus', async ({ request }) => {
        posted.push(await request.json());
        return ok(null);
      }),
    );
    const { user } = renderPage(<GoodsListPage />, '/goods/goodslist?tab=on');
    expect(await screen.findByText('格纹衬衫')).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'On shelf (9)' })).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Recycle bin (4)' })).toBeInTheDocument();
    expect(asked).toContain('on');

    // The stock of each SKU, from the stock cell: the goods' SKUs are read when it opens.
    expect(detailOf).toEqual([]);
    await user.click(screen.getByTestId('goods-stock-31'));
    const popover = await screen.findByRole('tooltip');
    expect(await within(popover).findByText('蓝')).toBeInTheDocument();
    expect(within(popover).getByText('7')).toBeInTheDocument();
    expect(detailOf).toEqual(['31']);

    await user.click(screen.getAllByRole('checkbox')[1]);
    await user.click(screen.getByTestId('goods-batch-off'));
    expect(posted).toHaveLength(0); // not before the confirmation
    await user.click(await screen.findByRole('button', { name: 'OK' }));
    await waitFor(() => expect(posted).toEqual([{ ids: [31], status: 'off' }]));


    await user.click(screen.getByRole('tab', { name: 'Recycle bin (4)' }));
    await waitFor(() => expect(asked).toContain('recycle'));
  });

  it('asks before taking one goods off shelf, naming it, and says what changed', async () => {
    signInWith('goods:goods:read', 'goods:goods:write', 'goods:category:read');
    const posted: unknown[] = [];
    server.use(
      categoriesHandler,
      http.get('*/api/admin/goods/index', () => ok({ list: [sampleGoods({ status: 'on' })], total: 1, counts })),
      http.post('*/api/admin/goods/updateStatus', async ({ request }) => {
        posted.push(await request.json());
        return ok(null);
      }),
    );
    const { user } = renderPage(<GoodsListPage />, '/goods/goodslist?tab=on');
    await user.click(await screen.findByTestId('goods-off-31'));
    const ask = await screen.findByRole('tooltip');
    expect(within(ask).getByText(/Take “.+” off shelf\? Buyers can no longer buy it\./)).toBeInTheDocument();
    expect(posted).toHaveLength(0);
    await user.click(within(ask).getByRole('button', { name: 'OK' }));
    await waitFor(() => expect(posted).toEqual([{ ids: [31], status: 'off' }]));
    expect(await screen.findByText('1 goods taken off shelf')).toBeInTheDocument();
  });
});
