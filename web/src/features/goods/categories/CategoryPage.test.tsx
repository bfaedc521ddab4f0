import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { http } from 'msw';
import { server } from '../../../test/server';
import { errorReply } from '../../../test/envelopes';
import { categoriesHandler, ok, renderPage, sampleCategories, signInWith } from '../testing';
import { cascaderOptions, moved, pathTo, toTree } from './tree';
import CategoryPage from './CategoryPage';

describe('category tree helpers', () => {
  it('nests rows, offers only level-3 leaves and finds paths', () => {
    const tree = toTree(sampleCategories);
    expect(tree.map((n) => n.name)).toEqual(['手机数码', '家用电器']);
    expect(tree[0].children?.[0].children?.map((n) => n.name)).toEqual(['智能手机', '手机壳']);
    const opts = cascaderOptions(sampleCategories);
    expect(opts[1]).toMatchObject({ label: '家用电器', disabled: true });
    expect(opts[0].children?.[0].children?.[0]).toEqual({ value: 3, label: '智能手机' });
    expect(pathTo(sampleCategories, 4)).toEqual([1, 2, 4]);
    expect(moved([1, 2, 3], 3, -1)).toEqual([1, 3, 2]);
    expect(moved([1, 2, 3], 1, -1)).toEqual([1, 2, 3]);
  });
});

describe('category page', { timeout: 40_000 }, () => {
  it('adds a subcategory and shows a refusal on its field', async () => {
    signInWith('goods:category:read', 'goods:category:write');
    const posted: unknown[] = [];
    server.use(
      categoriesHandler,
      http.post('*/api/admin/goodsCategory/add', async ({ request }) => {
        posted.push(await request.json());
        return posted.length === 1
          ? errorReply(409, 'a sibling category is already named 平板', { field: 'name' })
          : ok({ id: 9, parentId: 1, level: 2, name: '平板电脑', image: '', sort: 0, visible: true, goodsCount: 0, childCount: 0 });
      }),
    );
    const { user } = renderPage(<CategoryPage />);
    expect(await screen.findByText('手机数码')).toBeInTheDocument();
    await user.click(screen.getByTestId('category-add-child-1'));
    await user.type(screen.getByTestId('category-name'), '平板');
    await user.click(screen.getByTestId('category-save'));
    const clash = await screen.findByText('a sibling category is already named 平板');
    expect(clash.closest('.ant-form-item')).toContainElement(screen.getByTestId('category-name'));
    await user.clear(screen.getByTestId('category-name'));
    await user.type(screen.getByTestId('category-name'), '平板电脑');
    await user.click(screen.getByTestId('category-save'));
    await waitFor(() => expect(posted).toHaveLength(2));
    expect(posted[1]).toEqual({ parentId: 1, name: '平板电脑', visible: true, sort: 0 });
  });

  it('moves a category among its siblings', async () => {
    signInWith('goods:category:read', 'goods:category:write');
    const sorted: unknown[] = [];
    server.use(
      categoriesHandler,
      http.post('*/api/admin/goodsCategory/updateSort', async ({ request }) => {
        sorted.push(await request.json());
        return ok({ list: sampleCategories, total: sampleCategories.length });
      }),
    );
    const { user } = renderPage(<CategoryPage />);
    expect(await screen.findByText('家用电器')).toBeInTheDocument();
    await user.click(screen.getAllByRole('button', { name: 'Move up' })[1]);
    await waitFor(() => expect(sorted).toEqual([{ parentId: 0, ids: [5, 1] }]));
  });

  it('offers no changes without goods:category:write', async () => {
    signInWith('goods:category:read');
    server.use(categoriesHandler);
    renderPage(<CategoryPage />);
    expect(await screen.findByText('手机数码')).toBeInTheDocument();
    expect(screen.queryByTestId('category-add')).not.toBeInTheDocument();
    expect(screen.queryByText('Edit')).not.toBeInTheDocument();
  });

  it('explains the three levels on an empty shop, with the way to add the first', async () => {
    signInWith('goods:category:read', 'goods:category:write');
    server.use(http.get('*/api/admin/goodsCategory/index', () => ok({ list: [] })));
    const { user } = renderPage(<CategoryPage />);
    const empty = await screen.findByTestId('categories-empty');
    expect(empty).toHaveTextContent('No categories yet');
    expect(empty).toHaveTextContent(/three levels.+level-3 category/);
    await user.click(within(empty).getByRole('button', { name: 'Add a level-1 category' }));
    expect(await screen.findByTestId('category-name')).toBeInTheDocument();
  });
});
