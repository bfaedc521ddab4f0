import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { http } from 'msw';
import { server } from '../../test/server';
import { errorReply } from '../../test/envelopes';
import { ok, renderPage, signInWith } from '../../test/harness';
import type { Guarantee, GuaranteeInput } from '../../api/generated/model';
import ServicesPage from './ServicesPage';

const at = '2026-11-01T02:00:00Z';
const rows: Guarantee[] = [
  { id: 1, title: '七天无理由退货', content: '签收后七天内可无理由退货。', sort: 0, createdAt: at, updatedAt: at },
  { id: 2, title: '正品保证', content: '假一赔十。', sort: 10, createdAt: at, updatedAt: at },
];

describe('after-sale services', { timeout: 60_000 }, () => {
  it('lists the services, adds one, and shows a refused delete', async () => {
    signInWith('goods:service:read', 'goods:service:write');
    let stored = [...rows];
    const added: GuaranteeInput[] = [];
    const keywords: (string | null)[] = [];
    server.use(
      http.get('*/api/admin/goodsService/index', ({ request }) => {
        keywords.push(new URL(request.url).searchParams.get('keyword'));
        return ok({ list: stored, total: stored.length });
      }),
      http.post('*/api/admin/goodsService/add', async ({ request }) => {
        const body = (await request.json()) as GuaranteeInput;
        added.push(body);
        const row = { id: 3, title: body.title, content: body.content, sort: body.sort ?? 0, createdAt: at, updatedAt: at };
        stored = [...stored, row];
        return ok(row);
      }),
      http.post('*/api/admin/goodsService/destroy', () => errorReply(409, 'the after-sale service is used by goods and cannot be deleted')),
    );
    const { user } = renderPage(<ServicesPage />);
    expect(await screen.findByText('七天无理由退货')).toBeInTheDocument();
    expect(screen.getByText('正品保证')).toBeInTheDocument();

    await user.click(screen.getByTestId('item-add'));
    await user.type(await screen.findByTestId('item-title'), '极速退款');
    await user.click(screen.getByTestId('item-save'));
    expect(await screen.findByText('Content is required')).toBeInTheDocument();
    expect(added).toHaveLength(0);
    await user.type(screen.getByTestId('item-content'), '审核通过后原路退回。');
    await user.click(screen.getByTestId('item-save'));
    await waitFor(() => expect(added).toEqual([{ title: '极速退款', content: '审核通过后原路退回。', sort: 0 }]));
    expect(await screen.findByText('极速退款')).toBeInTheDocument();

    const row = screen.getByText('正品保证').closest('tr')!;
    await user.click(within(row).getByRole('button', { name: 'Delete' }));
    await user.click(await screen.findByRole('button', { name: 'OK' }));
    expect(await screen.findByText('the after-sale service is used by goods and cannot be deleted')).toBeInTheDocument();
    expect(keywords.every((k) => k === null)).toBe(true);
  });
});
