import { describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { http } from 'msw';
import { Route, Routes } from 'react-router';
import { server } from '../../test/server';
import { errorReply } from '../../test/envelopes';
import { ok, renderPage, signInWith } from '../../test/harness';
import { getAdminOrderBatchShipMockHandler } from '../../api/generated/orders/orders.msw';
import type { AfterSale, OrderBatchShipReport, OrderLogEntry, Refund } from '../../api/generated/model';
import { sampleAfterSale, sampleOrder } from './testing';
import OrderListPage from './OrderListPage';
import OrderDetailPage from './OrderDetailPage';

const counts = { all: 9, unpaid: 2, paid: 3, shipped: 1, completed: 2, closed: 1, afterSale: 2 };

const templates: { sheet: unknown[][]; fileName: string }[] = [];
vi.mock('write-excel-file/browser', () => ({
  default: (sheet: unknown[][]) => ({ toFile: async (fileName: string) => void templates.push({ sheet, fileName }) }),
}));

const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

describe('orders', { timeout: 60_000 }, () => {
  it('lists a tab with its counts and the items in the row, and ships a paid order', async () => {
    signInWith('order:order:read', 'order:order:write');
    const asked: string[] = [];
    const shipped: unknown[] = [];
    server.use(
      http.get('*/api/admin/order/index', ({ request }) => {
        asked.push(new URL(request.url).searchParams.get('tab') ?? '');
        return ok({ list: [sampleOrder()], total: 1, counts });
      }),
      http.post('*/api/admin/order/ship', async ({ request }) => {
        shipped.push(await request.json());
        return ok(sampleOrder({ status: 'shipped', carrier: '顺丰速运', trackingNo: 'SF123456' }));
      }),
    );
    const { user } = renderPage(<OrderListPage />, '/order/list?tab=paid');
    expect(await screen.findByText('碎花连衣裙')).toBeInTheDocument();
    expect(screen.getByText(/红 \/ M\s+× 2\s+and 1 more/)).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'To ship (3)' })).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'In after-sale (2)' })).toBeInTheDocument();
    expect(asked).toContain('paid');
    expect(screen.queryByTestId('order-settings')).not.toBeInTheDocument();

    await user.click(screen.getByTestId('order-ship-7'));
    const dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('button', { name: 'Ship' }));
    expect(await within(dialog).findByText('The tracking number is 4 to 40 letters, digits or dashes')).toBeInTheDocument();
    expect(shipped).toHaveLength(0);
    await user.type(within(dialog).getByTestId('ship-carrier'), '顺丰速运');
    await user.type(within(dialog).getByTestId('ship-tracking'), 'SF123456');
    await user.click(within(dialog).getByRole('button', { name: 'Ship' }));
    await waitFor(() => expect(shipped).toEqual([{ id: 7, carrier: '顺丰速运', trackingNo: 'SF123456' }]));
  });

  it('offers no action to a reader', async () => {
    signInWith('order:order:read');
    server.use(http.get('*/api/admin/order/index', () => ok({ list: [sampleOrder({ status: 'unpaid' })], total: 1, counts })));
    renderPage(<OrderListPage />, '/order/list');
    expect(await screen.findByText('碎花连衣裙')).toBeInTheDocument();
    expect(screen.queryByTestId('order-price-7')).not.toBeInTheDocument();
    expect(screen.queryByTestId('order-cancel-7')).not.toBeInTheDocument();
    expect(screen.queryByTestId('order-batch-ship')).not.toBeInTheDocument();
  });

  it('ships orders from a file: the template, the upload, the report of every row, the list refreshed', async () => {
    signInWith('order:order:read', 'order:order:write');
    const report: OrderBatchShipReport = {
      accepted: 2,
      refused: 2,
      rows: [
        { row: 2, sn: 'O202611270000000007', carrier: '顺丰速运', trackingNo: 'SF123456', ok: true, orderId: 7 },
        { row: 3, sn: 'O202611270000000008', carrier: '顺丰速运', trackingNo: 'SF123457', ok: false, orderId: 8, reason: 'the order is unpaid and cannot be shipped' },
        { row: 4, sn: 'O202611270000000009', carrier: '中通快递', trackingNo: 'ZT123458', ok: true, orderId: 9 },
        { row: 5, sn: 'O209912310000000001', carrier: '中通快递', trackingNo: 'ZT123459', ok: false, reason: 'order O209912310000000001 does not exist' },
      ],
    };
    let listed = 0;
    const sent: File[] = [];
    server.use(
      http.get('*/api/admin/order/index', () => {
        listed += 1;
        return ok({ list: [sampleOrder()], total: 1, counts });
      }),
      getAdminOrderBatchShipMockHandler(async ({ request }) => {
        sent.push((await request.formData()).get('file') as File);
        return { code: 200, msg: 'success', data: report };
      }),
    );
    const { user } = renderPage(<OrderListPage />, '/order/list');
    expect(await screen.findByText('碎花连衣裙')).toBeInTheDocument();

    await user.click(screen.getByTestId('order-batch-ship'));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('Ship orders from a file')).toBeInTheDocument();
    expect(within(dialog).getByText(/its first row names the columns Order SN, Carrier and Tracking no\./)).toBeInTheDocument();
    await user.click(within(dialog).getByTestId('batch-ship-template'));
    await waitFor(() => expect(templates).toEqual([{ sheet: [['Order SN', 'Carrier', 'Tracking no.']], fileName: 'batch-ship-template.xlsx' }]));

    const before = listed;
    const input = dialog.querySelector('input[type="file"]') as HTMLInputElement;
    expect(input).toHaveAttribute('accept', `.xlsx,${XLSX_TYPE}`);
    await user.upload(input, new File(['xlsx-bytes'], 'orders.xlsx', { type: XLSX_TYPE }));

    expect(await within(dialog).findByTestId('batch-ship-summary')).toHaveTextContent('2 shipped, 2 refused');
    expect(sent).toHaveLength(1);
    const table = within(dialog).getByTestId('batch-ship-report');
    const row = (n: number) => within(table).getByText(String(n)).closest('tr') as HTMLElement;
    expect(within(row(2)).getByText('Shipped')).toBeInTheDocument();
    expect(within(row(3)).getByText('Refused')).toBeInTheDocument();
    expect(within(row(3)).getByText('the order is unpaid and cannot be shipped')).toBeInTheDocument();
    expect(within(row(5)).getByText('O209912310000000001')).toBeInTheDocument();
    expect(within(row(5)).getByText('order O209912310000000001 does not exist')).toBeInTheDocument();
    await waitFor(() => expect(listed).toBeGreaterThan(before));

    await user.click(within(dialog).getByTestId('batch-ship-again'));
    expect(await within(dialog).findByText('Click or drag an .xlsx file here to upload it')).toBeInTheDocument();
  });

  it('says why a file is refused, and keeps the dialog open for another', async () => {
    signInWith('order:order:read', 'order:order:write');
    server.use(
      http.get('*/api/admin/order/index', () => ok({ list: [sampleOrder()], total: 1, counts })),
      http.post('*/api/admin/order/batchShip', () =>
        errorReply(400, 'the header of file (the first row of its first sheet) lacks the columns: Tracking no.', { field: 'file' }),
      ),
    );
    const { user } = renderPage(<OrderListPage />, '/order/list');
    await user.click(await screen.findByTestId('order-batch-ship'));
    const dialog = await screen.findByRole('dialog');
    await user.upload(dialog.querySelector('input[type="file"]') as HTMLInputElement, new File(['x'], 'orders.xlsx', { type: XLSX_TYPE }));
    expect(await within(dialog).findByTestId('batch-ship-refusal')).toHaveTextContent('the header of file (the first row of its first sheet) lacks the columns: Tracking no.');
    expect(within(dialog).queryByTestId('batch-ship-summary')).not.toBeInTheDocument();

    const large = new File(['x'], 'big.xlsx', { type: XLSX_TYPE });
    Object.defineProperty(large, 'size', { value: 6 << 20 });
    await user.upload(dialog.querySelector('input[type="file"]') as HTMLInputElement, large);
    expect(await within(dialog).findByTestId('batch-ship-refusal')).toHaveTextContent('The file must be at most 5 MB');
  });

  it('shows the detail with its amounts and history, and cancels an unpaid order with a reason', async () => {
    signInWith('order:order:read', 'order:order:write');
    const log: OrderLogEntry[] = [
      { id: 1, action: 'create', fromStatus: null, toStatus: 'unpaid', operator: 'buyer', remark: '', createdAt: '2026-11-27T02:00:00Z' },
      { id: 2, action: 'changePrice', fromStatus: 'unpaid', toStatus: 'unpaid', operator: 'admin', remark: '190.00', createdAt: '2026-11-27T02:01:00Z' },
    ];
    const cancelled: unknown[] = [];
    server.use(
      http.get('*/api/admin/order/detail', () =>
        ok({ order: sampleOrder({ status: 'unpaid', payWay: null, paidAt: null, payDeadline: '2026-11-27T02:30:00Z', adjustAmount: '-7.70', payAmount: '190.00' }), log, refunds: [], afterSales: [sampleAfterSale()] }),
      ),
      http.post('*/api/admin/order/cancel', async ({ request }) => {
        cancelled.push(await request.json());
        return ok(sampleOrder({ status: 'closed' }));
      }),
    );
    const { user } = renderPage(
      <Routes>
        <Route path="/order/detail/:id" element={<OrderDetailPage />} />
      </Routes>,
      '/order/detail/7',
    );
    expect(await screen.findByTestId('detail-pay-amount')).toHaveTextContent('190.00');
    const amounts = screen.getByTestId('detail-amounts');
    expect(within(amounts).getByText('Coupon (满100减20)')).toBeInTheDocument();
    expect(within(amounts).getByText('-7.70', { exact: false })).toBeInTheDocument();
    expect(screen.getByText('Price changed')).toBeInTheDocument();
    expect(screen.getByText(/Closes by itself at/)).toBeInTheDocument();
    expect(screen.queryByTestId('detail-ship')).not.toBeInTheDocument();
    const afterSales = screen.getByTestId('detail-aftersales');
    expect(within(afterSales).getByTestId('detail-aftersale-5')).toHaveAttribute('href', '/order/refundetail/5');
    expect(within(afterSales).getByText('Return and refund')).toBeInTheDocument();

    await user.click(screen.getByTestId('detail-cancel'));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('Once closed, its stock and its coupon are given back.')).toBeInTheDocument();
    await user.type(within(dialog).getByTestId('cancel-reason'), '买家要求');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel order' }));
    await waitFor(() => expect(cancelled).toEqual([{ id: 7, reason: '买家要求' }]));
  });

  it('cancels a paid order with a refund to the platform, then marks the pending refund done', async () => {
    signInWith('order:order:read', 'order:order:write', 'order:refund:settle');
    const pending: Refund = {
      id: 3, sn: 'R202611270000000003', orderId: 7, afterSaleId: null, amount: '197.70', way: 'wechat', status: 'pending', reason: '缺货',
      reference: '', createdAt: '2026-11-27T03:00:00Z', settledAt: null,
    };
    let detail = { order: sampleOrder(), log: [] as OrderLogEntry[], refunds: [] as Refund[], afterSales: [] as AfterSale[] };
    const posted: unknown[] = [];
    server.use(
      http.get('*/api/admin/order/detail', () => ok(detail)),
      http.post('*/api/admin/order/cancel', async ({ request }) => {
        posted.push(await request.json());
        detail = { ...detail, order: sampleOrder({ status: 'closed', refundedAmount: '197.70' }), refunds: [pending] };
        return ok(detail.order);
      }),
      http.post('*/api/admin/refund/settle', async ({ request }) => {
        posted.push(await request.json());
        detail = { ...detail, refunds: [{ ...pending, status: 'refunded', reference: '503000123456', settledAt: '2026-11-27T04:00:00Z' }] };
        return ok(detail.refunds[0]);
      }),
    );
    const { user } = renderPage(
      <Routes>
        <Route path="/order/detail/:id" element={<OrderDetailPage />} />
      </Routes>,
      '/order/detail/7',
    );
    await user.click(await screen.findByTestId('detail-cancel'));
    let dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('197.70 is refunded through WeChat Pay; the refund is pending until the platform confirms it.')).toBeInTheDocument();
    await user.type(within(dialog).getByTestId('cancel-reason'), '缺货');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel order' }));
    await waitFor(() => expect(posted).toEqual([{ id: 7, reason: '缺货' }]));

    const refunds = await screen.findByTestId('detail-refunds');
    expect(within(refunds).getByText('Pending')).toBeInTheDocument();
    await user.click(within(refunds).getByTestId('refund-settle-3'));
    dialog = await screen.findByRole('dialog', { name: /Mark refund/ });
    await user.type(within(dialog).getByTestId('settle-reference'), '503000123456');
    await user.click(within(dialog).getByRole('button', { name: 'Mark refunded' }));
    await waitFor(() => expect(posted).toContainEqual({ sn: 'R202611270000000003', reference: '503000123456' }));
    expect(await within(await screen.findByTestId('detail-refunds')).findByText('Refunded')).toBeInTheDocument();
  });
});
