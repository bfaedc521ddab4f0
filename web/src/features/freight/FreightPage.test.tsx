import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { http } from 'msw';
import { server } from '../../test/server';
import { errorReply } from '../../test/envelopes';
import { ok, renderPage, signInWith } from '../../test/harness';
import type { Area, FreightTemplate } from '../../api/generated/model';
import FreightPage from './FreightPage';

const TREE: Area[] = [
  { name: '西藏自治区', code: '540000', children: [] },
  { name: '浙江省', code: '330000', children: [] },
];
const at = '2026-11-01T02:00:00Z';
const rows: FreightTemplate[] = [
  {
    id: 2, name: '按重量计费（生鲜）', chargeType: 'weight', createdAt: at, updatedAt: at,
    defaultRule: { firstUnit: '1', firstFee: '18.00', extraUnit: '0.5', extraFee: '8.00' },
    rules: [], freeRules: [{ regions: ['330000'], minAmount: '199.00' }], noDelivery: ['540000'],
  },
];

describe('freight templates', { timeout: 60_000 }, () => {
  it('lists templates with their default fee and regions by name, filters by charge type, and shows a refused delete', async () => {
    signInWith('goods:freight:read', 'goods:freight:write');
    const charges: (string | null)[] = [];
    server.use(
      http.get('*/api/area/getList', () => ok({ list: TREE })),
      http.get('*/api/admin/freight/index', ({ request }) => {
        charges.push(new URL(request.url).searchParams.get('chargeType'));
        return ok({ list: rows, total: rows.length });
      }),
      http.post('*/api/admin/freight/destroy', () => errorReply(409, 'the freight template is used by goods and cannot be deleted')),
    );
    const { user } = renderPage(<FreightPage />, '/?chargeType=weight');
    const row = (await screen.findByText('按重量计费（生鲜）')).closest('tr')!;
    expect(row).toHaveTextContent('Weight');
    expect(row).toHaveTextContent('1kg ¥18.00 + 0.5kg ¥8.00');
    await waitFor(() => expect(row).toHaveTextContent('西藏自治区'));
    expect(row).toHaveTextContent('浙江省');
    expect(charges.at(-1)).toBe('weight');

    await user.click(within(row).getByRole('button', { name: 'Delete' }));
    await user.click(await screen.findByRole('button', { name: 'OK' }));
    expect(await screen.findByText('the freight template is used by goods and cannot be deleted')).toBeInTheDocument();
  });
});
