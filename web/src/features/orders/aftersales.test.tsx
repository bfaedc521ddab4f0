import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { http } from 'msw';
import { Route, Routes } from 'react-router';
import { server } from '../../test/server';
import { ok, renderPage, signInWith } from '../../test/harness';
import type { AfterSale, AfterSaleDetail, AfterSaleLogEntry, Refund, ShopAddress } from '../../api/generated/model';
import { getAdminShopAddressIndexMockHandler } from '../../api/generated/setup/setup.msw';
import { afterSaleDetailOf, renderAfterSaleDetail, sampleAfterSale } from './testing';
import AfterSaleListPage from './AfterSaleListPage';

const HOUR = 3_600_000;
const counts = { all: 12, applied: 3, awaitingReturn: 4, awaitingReceipt: 1, awaitingRefund: 2, refunded: 1, refused: 1, revoked: 0 };
const applied: AfterSaleLogEntry = { id: 1, action: 'apply', fromStatus: null, toStatus: 'applied', operator: 'buyer', remark: '尺码不合适', createdAt: '2026-11-28T02:00:00Z' };

function detailOf(afterSale: AfterSale, over: Partial<AfterSaleDetail> = {}): AfterSaleDetail {
  return afterSaleDetailOf(afterSale, { log: [applied], ...over });
}

const renderDetail = renderAfterSaleDetail;

describe('after-sales', { timeout: 60_000 }, () => {
  it('lists a tab with its counts, the claimed item and the time left, and opens the detail', async () => {
    signInWith('aftersale:aftersale:read');
    const asked: string[] = [];
    const now = Date.now();
    server.use(
      http.get('*/api/admin/aftersale/index', ({ request }) => {
        asked.push(new URL(request.url).searchParams.get('tab') ?? '');
        return ok({
          list: [
            sampleAfterSale({ status: 'awaitingReturn', deadline: new Date(now + 3 * 24 * HOUR + 5 * HOUR).toISOString() }),
            sampleAfterSale({ id: 6, sn: 'A202611280000000006', kind: 'refund', goodsName: '棉袜', deadline: new Date(now + 2 * 24 * HOUR + HOUR).toISOString() }),
          ],
          total: 2,
          counts,
        });
      }),
    );
    const { user } = renderPage(
      <Routes>
        <Route path="/order/refund" element={<AfterSaleListPage />} />
        <Route path="/order/refundetail/:id" element={<p>detail page</p>} />
      </Routes>,
      '/order/refund?tab=awaitingReturn',
    );
    expect(await screen.findByText('碎花连衣裙')).toBeInTheDocument();
    expect(asked).toContain('awaitingReturn');
    expect(screen.getByRole('tab', { name: 'Awaiting return (4)' })).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'All (12)' })).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Revoked (0)' })).toBeInTheDocument();
    expect(screen.getAllByText('Order O202611270000000007')).toHaveLength(2);
    expect(screen.getByText('Return and refund')).toBeInTheDocument();
    expect(screen.getByText('Refund only')).toBeInTheDocument();
    expect(screen.getByText('Awaiting return, 3 days left')).toBeInTheDocument();
    expect(screen.getByText('2 days left to answer')).toBeInTheDocument();

    await user.click(screen.getByTestId('aftersale-open-5'));
    expect(await screen.findByText('detail page')).toBeInTheDocument();
  });

  it('agrees to an applied return with the return address typed, and posts it', async () => {
    signInWith('aftersale:aftersale:read', 'aftersale:aftersale:write');
    let detail = detailOf(sampleAfterSale({ deadline: null }));
    const agreed: unknown[] = [];
    server.use(
      http.post('*/api/admin/aftersale/agree', async ({ request }) => {
        agreed.push(await request.json());
        const afterSale = sampleAfterSale({ status: 'awaitingReturn', returnAddress: '张三 13800000000 杭州市西湖区文三路 1 号' });
        detail = detailOf(afterSale, {
          log: [applied, { id: 2, action: 'agree', fromStatus: 'applied', toStatus: 'awaitingReturn', operator: 'admin', remark: '', createdAt: '2026-11-28T03:00:00Z' }],
        });
        return ok(afterSale);
      }),
    );
    const { user } = renderDetail(() => detail);
    expect(await screen.findByTestId('aftersale-amount')).toHaveTextContent('99.90');
    expect(screen.getAllByText('尺码不合适').length).toBeGreaterThan(0);
    expect(screen.getByTestId('aftersale-images').querySelectorAll('img')).toHaveLength(2);
    expect(screen.getByTestId('aftersale-order')).toHaveAttribute('href', '/order/detail/7');
    expect(screen.queryByTestId('aftersale-refund')).not.toBeInTheDocument();
    expect(screen.getByTestId('aftersale-refuse')).toBeInTheDocument();

    await user.click(screen.getByTestId('aftersale-agree'));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('Once agreed, the buyer is to send the goods back to this address in time.')).toBeInTheDocument();
    // Without the right to read the shop's addresses the field starts empty: the server then uses the return warehouse.
    expect(within(dialog).getByText('Leave empty to use the return warehouse')).toBeInTheDocument();
    expect(within(dialog).getByTestId('agree-address')).toHaveValue('');
    await user.type(within(dialog).getByTestId('agree-address'), '张三 13800000000 杭州市西湖区文三路 1 号');
    await user.click(within(dialog).getByRole('button', { name: 'Agree' }));
    await waitFor(() => expect(agreed).toEqual([{ id: 5, returnAddress: '张三 13800000000 杭州市西湖区文三路 1 号' }]));

    expect(await screen.findByTestId('aftersale-return-address')).toHaveTextContent('张三 13800000000 杭州市西湖区文三路 1 号');
    expect(screen.getByText('Not sent back yet')).toBeInTheDocument();
    expect(within(screen.getByTestId('aftersale-log')).getByText('Agreed')).toBeInTheDocument();
    expect(screen.queryByTestId('aftersale-agree')).not.toBeInTheDocument();
  });

  it('starts a return address at the return warehouse, on one line, for a reader of the shop addresses', async () => {
    signInWith('aftersale:aftersale:read', 'aftersale:aftersale:write', 'shop:setup:read');
    const detail = detailOf(sampleAfterSale({ deadline: null }));
    const agreed: unknown[] = [];
    const warehouse: ShopAddress = {
      id: 2, contact: '李四', mobile: '13900000000', provinceCode: '330000', cityCode: '330100', districtCode: '330106',
      provinceName: '浙江省', cityName: '杭州市', districtName: '西湖区', detail: '文三路 2 号仓库', isDefaultShipping: false,
      isDefaultReturn: true, createdAt: '2026-11-01T00:00:00Z',
    };
    const shipping: ShopAddress = { ...warehouse, id: 1, contact: '王五', isDefaultShipping: true, isDefaultReturn: false };
    server.use(
      getAdminShopAddressIndexMockHandler({ code: 200, msg: 'success', data: { exact: true, list: [shipping, warehouse], total: 2 } }),
      http.post('*/api/admin/aftersale/agree', async ({ request }) => {
        agreed.push(await request.json());
        return ok(sampleAfterSale({ status: 'awaitingReturn' }));
      }),
    );
    const { user } = renderDetail(() => detail);
    await user.click(await screen.findByTestId('aftersale-agree'));
    const dialog = await screen.findByRole('dialog');
    const line = '李四 13900000000 浙江省杭州市西湖区文三路 2 号仓库';
    await waitFor(() => expect(within(dialog).getByTestId('agree-address')).toHaveValue(line));
    expect(within(dialog).getByText('Leave empty to use the return warehouse')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Agree' }));
    await waitFor(() => expect(agreed).toEqual([{ id: 5, returnAddress: line }]));
  });

  it('refunds with an Idempotency-Key after a confirmation, then marks the pending refund done', async () => {
    signInWith('aftersale:aftersale:read', 'aftersale:refund:write', 'order:refund:settle');
    const waiting = sampleAfterSale({ status: 'awaitingRefund', kind: 'refund' });
    const pending: Refund = {
      id: 9, sn: 'R202611280000000009', orderId: 7, afterSaleId: 5, amount: '99.90', way: 'wechat', status: 'pending', reason: '尺码不合适',
      reference: '', createdAt: '2026-11-28T04:00:00Z', settledAt: null,
    };
    let detail = detailOf(waiting);
    const refunds: { key: string | null; body: unknown }[] = [];
    const settled: unknown[] = [];
    server.use(
      http.post('*/api/admin/aftersale/refund', async ({ request }) => {
        refunds.push({ key: request.headers.get('Idempotency-Key'), body: await request.json() });
        detail = detailOf({ ...waiting, refundSn: pending.sn }, { refund: pending });
        return ok(detail.afterSale);
      }),
      http.post('*/api/admin/refund/settle', async ({ request }) => {
        settled.push(await request.json());
        const refund: Refund = { ...pending, status: 'refunded', reference: '503000123456', settledAt: '2026-11-28T05:00:00Z' };
        detail = detailOf({ ...waiting, status: 'refunded', refundSn: pending.sn }, { refund });
        return ok(refund);
      }),
    );
    const { user } = renderDetail(() => detail);
    expect(await screen.findByText('Not refunded yet')).toBeInTheDocument();
    expect(screen.queryByTestId('aftersale-agree')).not.toBeInTheDocument();

    await user.click(screen.getByTestId('aftersale-refund'));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('99.90 is refunded through WeChat Pay; it is done once the platform confirms it (some confirm at once).')).toBeInTheDocument();
    expect(refunds).toHaveLength(0);
    await user.click(within(dialog).getByRole('button', { name: 'Refund' }));
    await waitFor(() => expect(refunds).toHaveLength(1));
    expect(refunds[0].key).toMatch(/^[0-9a-f-]{36}$/);
    expect(refunds[0].body).toEqual({ id: 5 });

    const card = await screen.findByTestId('aftersale-refund-card');
    expect(within(card).getByText('Pending')).toBeInTheDocument();
    expect(screen.queryByTestId('aftersale-refund')).not.toBeInTheDocument();
    await user.click(within(card).getByTestId('refund-settle-9'));
    const settle = await screen.findByRole('dialog', { name: /Mark refund/ });
    await user.type(within(settle).getByTestId('settle-reference'), '503000123456');
    await user.click(within(settle).getByRole('button', { name: 'Mark refunded' }));
    await waitFor(() => expect(settled).toEqual([{ sn: 'R202611280000000009', reference: '503000123456' }]));
    expect(await within(await screen.findByTestId('aftersale-refund-card')).findByText('Refunded')).toBeInTheDocument();
  });

  it('offers no action to a reader', async () => {
    signInWith('aftersale:aftersale:read', 'order:refund:settle');
    renderDetail(() => detailOf(sampleAfterSale()));
    expect(await screen.findByTestId('aftersale-amount')).toBeInTheDocument();
    for (const kind of ['agree', 'refuse', 'receive', 'reject', 'refund']) {
      expect(screen.queryByTestId(`aftersale-${kind}`)).not.toBeInTheDocument();
    }
  });
});
