import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { http } from 'msw';
import { server } from '../../../test/server';
import { categoriesHandler, ok, renderPage, signInWith } from '../testing';
import TemplatePage from './TemplatePage';

describe('attribute template editor', { timeout: 60_000 }, () => {
  it('refuses a choice row without options, then saves the template', async () => {
    signInWith('goods:attribute:read', 'goods:attribute:write', 'goods:category:read');
    const posted: unknown[] = [];
    server.use(
      categoriesHandler,
      http.post('*/api/admin/goodsAttribute/add', async ({ request }) => {
        posted.push(await request.json());
        return ok({ id: 5, categoryId: 3, name: '手机参数', rows: [] });
      }),
    );
    const { user } = renderPage(<TemplatePage />, '/goods/goods/template');
    await user.click(within(await screen.findByTestId('attribute-category')).getByRole('combobox'));
    await user.click(await screen.findByTitle('手机数码'));
    await user.type(screen.getByTestId('attribute-name'), '手机参数');
    await user.type(screen.getByTestId('attribute-row-0'), '屏幕尺寸');
    await user.click(screen.getByTestId('attribute-row-add'));
    await user.type(screen.getByTestId('attribute-row-1'), '网络');
    const kinds = screen.getAllByRole('combobox').filter((c) => c.closest('.ant-form-item')?.textContent?.startsWith('Kind'));
    await user.click(kinds[1]);
    await user.click(await screen.findByTitle('Multiple choice'));
    await user.click(screen.getByTestId('attribute-save'));
    expect(await screen.findByText('Choice attributes need at least one option')).toBeInTheDocument();
    expect(posted).toHaveLength(0);
    const options = screen.getAllByRole('combobox').filter((c) => c.closest('.ant-form-item')?.textContent?.startsWith('Options'));
    await user.type(options[0], '5G,4G,');
    await user.click(screen.getByTestId('attribute-save'));
    await waitFor(() => expect(posted).toHaveLength(1));
    expect(posted[0]).toEqual({
      categoryId: 1,
      name: '手机参数',
      rows: [
        { name: '屏幕尺寸', required: false, kind: 'text', options: [] },
        { name: '网络', required: false, kind: 'multi', options: ['5G', '4G'] },
      ],
    });
  });
});
