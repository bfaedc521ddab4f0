import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { http } from 'msw';
import { Route, Routes } from 'react-router';
import { server } from '../../../test/server';
import { categoriesHandler, ok, renderPage, sampleGoods, signInWith } from '../testing';
import GoodsFormPage from './GoodsFormPage';

const page = (
  <Routes>
    <Route path="/goods/form" element={<GoodsFormPage />} />
    <Route path="/goods/goodsdetail/:id" element={<GoodsFormPage />} />
  </Routes>
);

describe('goods form', { timeout: 60_000 }, () => {
  it('builds the SKU grid from two specs, batch-fills it and publishes', async () => {
    signInWith('goods:goods:read', 'goods:goods:write', 'goods:category:read');
    const posted: Record<string, unknown>[] = [];
    server.use(
      categoriesHandler,
      http.post('*/api/admin/goods/add', async ({ request }) => {
        posted.push((await request.json()) as Record<string, unknown>);
        return ok(sampleGoods({ id: 77 }));
      }),
      http.get('*/api/admin/goods/detail', () => ok(sampleGoods({ id: 77 }))),
    );
    const { user } = renderPage(page, '/goods/form');
    await user.type(await screen.findByTestId('goods-name'), '碎花连衣裙');
    await user.click(within(screen.getByTestId('spec-type')).getByText('Multiple specs'));
    await user.click(await screen.findByTestId('spec-add'));
    await user.type(screen.getByTestId('spec-name-0'), '颜色');
    await user.type(within(screen.getByTestId('spec-values-0')).getByRole('combobox'), '红,蓝,');
    expect(within(screen.getByTestId('spec-values-0')).getByText('蓝')).toBeInTheDocument();
    await user.click(screen.getByTestId('spec-add'));
    await user.type(screen.getByTestId('spec-name-1'), '尺码');
    await user.type(within(screen.getByTestId('spec-values-1')).getByRole('combobox'), 'S,M,');

    // 2 × 2 combinations, the first spec slowest.
    const grid = screen.getByTestId('sku-grid');
    await waitFor(() => expect(within(grid).getAllByRole('row')).toHaveLength(5));
    const cells = within(grid).getAllByRole('row').slice(1).map((r) => within(r).getAllByRole('cell').slice(0, 2).map((c) => c.textContent));
    expect(cells).toEqual([['红', 'S'], ['红', 'M'], ['蓝', 'S'], ['蓝', 'M']]);

    await user.type(screen.getByTestId('batch-price'), '9.9');
    await user.type(within(screen.getByTestId('sku-batch')).getByTestId('batch-stock'), '5');
    await user.click(screen.getByTestId('batch-fill'));
    // The total follows the grid's rows, which the form answers after the fill (a render later).
    await waitFor(() => expect(screen.getByTestId('sku-total')).toHaveTextContent('Total stock: 20'), { timeout: 5_000 });

    await user.click(screen.getByTestId('goods-publish'));
    await waitFor(() => expect(posted).toHaveLength(1), { timeout: 10_000 });
    expect(posted[0]).toMatchObject({
      name: '碎花连衣裙',
      status: 'on',
      specType: 'multi',
      specs: [{ name: '颜色', values: ['红', '蓝'] }, { name: '尺码', values: ['S', 'M'] }],
      freight: { type: 'free' },
    });
    expect(posted[0].skus).toEqual([
      { specs: ['红', 'S'], price: '9.9', stock: 5 },
      { specs: ['红', 'M'], price: '9.9', stock: 5 },
      { specs: ['蓝', 'S'], price: '9.9', stock: 5 },
      { specs: ['蓝', 'M'], price: '9.9', stock: 5 },
    ]);
  });

  it('edits a goods keeping its SKU ids and saves it off shelf', async () => {
    signInWith('goods:goods:read', 'goods:goods:write', 'goods:category:read');
    const posted: Record<string, unknown>[] = [];
    server.use(
      categoriesHandler,
      http.get('*/api/admin/goods/detail', () => ok(sampleGoods())),
      http.post('*/api/admin/goods/edit', async ({ request }) => {
        posted.push((await request.json()) as Record<string, unknown>);
        return ok(sampleGoods());
      }),
    );
    const { user } = renderPage(page, '/goods/goodsdetail/31');
    expect(await screen.findByDisplayValue('碎花连衣裙')).toBeInTheDocument();
    await user.click(screen.getByTestId('goods-save-draft'));
    await waitFor(() => expect(posted).toHaveLength(1));
    expect(posted[0]).toMatchObject({ id: 31, status: 'off', categoryId: 3, pictures: [{ url: 'https://img.example.com/1.jpg' }] });
    expect((posted[0].skus as { id?: number }[]).map((s) => s.id)).toEqual([101, 102]);
  });
});
