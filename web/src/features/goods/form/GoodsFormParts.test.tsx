import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { http } from 'msw';
import { Route, Routes } from 'react-router';
import { server } from '../../../test/server';
import { errorReply } from '../../../test/envelopes';
import type { AttributeTemplate } from '../../../api/generated/model';
import { categoriesHandler, ok, renderPage, sampleGoods, signInWith } from '../testing';
import GoodsFormPage from './GoodsFormPage';

const page = (
  <Routes>
    <Route path="/goods/goodsdetail/:id" element={<GoodsFormPage />} />
  </Routes>
);

const template: AttributeTemplate = {
  id: 1, categoryId: 3, name: '通用', rows: [
    { name: '面料', required: true, kind: 'single', options: ['棉', '丝'] },
    { name: '货号', required: false, kind: 'text' },
  ],
};

function editServer(answer: () => Response) {
  const posted: Record<string, unknown>[] = [];
  server.use(
    categoriesHandler,
    http.get('*/api/admin/goodsAttribute/index', () => ok({ list: [template], total: 1 })),
    http.get('*/api/admin/goods/detail', () =>
      ok(sampleGoods({ pictures: [{ id: 11, url: '/api/pictures/file?id=11' }, { url: 'https://img.example.com/1.jpg' }] })),
    ),
    http.post('*/api/admin/goods/edit', async ({ request }) => {
      posted.push((await request.json()) as Record<string, unknown>);
      return answer();
    }),
  );
  return posted;
}

describe('goods form parts', { timeout: 120_000 }, () => {
  it('shows a refusal of a SKU field under its cell and stays open', async () => {
    signInWith('goods:goods:read', 'goods:goods:write', 'goods:category:read');
    const posted = editServer(() => errorReply(400, 'skus[1].price must be greater than 0', { field: 'skus[1].price' }));
    const { user } = renderPage(page, '/goods/goodsdetail/31');
    await user.click(within(await screen.findByTestId('attribute-0')).getByRole('combobox'));
    await user.click(await screen.findByTitle('丝'));
    await user.click(screen.getByTestId('goods-save-draft'));
    await waitFor(() => expect(posted).toHaveLength(1));
    const rows = within(screen.getByTestId('sku-grid')).getAllByRole('row');
    expect(await within(rows[2]).findByText('skus[1].price must be greater than 0')).toBeInTheDocument();
    expect(within(rows[1]).queryByText('skus[1].price must be greater than 0')).not.toBeInTheDocument();
    expect(screen.getByTestId('goods-form')).toBeInTheDocument();
  });

  it('asks for the required attribute, then sends the filled rows and the pictures in their order', async () => {
    signInWith('goods:goods:read', 'goods:goods:write', 'goods:category:read');
    const posted = editServer(() => ok(sampleGoods()));
    const { user } = renderPage(page, '/goods/goodsdetail/31');
    const attrs = await screen.findByTestId('goods-attributes');
    expect(within(attrs).getByText('面料')).toBeInTheDocument();
    await user.click(screen.getByTestId('goods-save-draft'));
    expect(await within(attrs).findByText('Fill in 面料')).toBeInTheDocument();
    expect(posted).toHaveLength(0);

    await user.click(within(screen.getByTestId('attribute-0')).getByRole('combobox'));
    await user.click(await screen.findByTitle('棉'));
    await user.type(screen.getByTestId('attribute-1'), 'A-1024');
    // The cover moves behind the URL picture.
    await user.click(within(screen.getByTestId('goods-picture-0')).getByRole('button', { name: 'Move right' }));
    await user.click(screen.getByTestId('goods-save-draft'));
    await waitFor(() => expect(posted).toHaveLength(1));
    expect(posted[0].attributes).toEqual([
      { name: '面料', values: ['棉'] },
      { name: '货号', values: ['A-1024'] },
    ]);
    expect(posted[0].pictures).toEqual([{ url: 'https://img.example.com/1.jpg' }, { id: 11 }]);
  });
});
