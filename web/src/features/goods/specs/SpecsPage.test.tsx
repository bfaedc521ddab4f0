import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { http } from 'msw';
import { server } from '../../../test/server';
import { errorReply } from '../../../test/envelopes';
import { ok, renderPage, signInWith } from '../testing';
import SpecsPage from './SpecsPage';

describe('spec library', { timeout: 60_000 }, () => {
  it('adds a spec with its values and shows a taken name on the field', async () => {
    signInWith('goods:spec:read', 'goods:spec:write');
    const posted: unknown[] = [];
    server.use(
      http.get('*/api/admin/goodsSpec/index', () => ok({ list: [{ id: 1, name: '颜色', values: ['红色', '黑色'], sort: 1 }], total: 1 })),
      http.post('*/api/admin/goodsSpec/add', async ({ request }) => {
        posted.push(await request.json());
        return posted.length === 1
          ? errorReply(409, 'a spec named 颜色 already exists', { field: 'name' })
          : ok({ id: 2, name: '面料', values: ['纯棉', '真丝'], sort: 0 });
      }),
    );
    const { user } = renderPage(<SpecsPage />);
    expect(await screen.findByText('黑色')).toBeInTheDocument();
    await user.click(screen.getByTestId('spec-library-add'));
    await user.type(screen.getByTestId('spec-library-name'), '颜色');
    await user.type(within(screen.getByTestId('spec-library-values')).getByRole('combobox'), '纯棉,真丝,');
    await user.click(screen.getByTestId('spec-save'));
    const clash = await screen.findByText('a spec named 颜色 already exists');
    expect(clash.closest('.ant-form-item')).toContainElement(screen.getByTestId('spec-library-name'));
    await user.clear(screen.getByTestId('spec-library-name'));
    await user.type(screen.getByTestId('spec-library-name'), '面料');
    await user.click(screen.getByTestId('spec-save'));
    await waitFor(() => expect(posted).toHaveLength(2));
    expect(posted[1]).toEqual({ name: '面料', values: ['纯棉', '真丝'], sort: 0 });
  });
});
