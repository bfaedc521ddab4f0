import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { http } from 'msw';
import { server } from '../../test/server';
import { ok, signInWith } from '../../test/harness';
import type { AfterSale, Rights } from '../../api/generated/model';
import { afterSaleDetailOf, renderAfterSaleDetail, sampleAfterSale } from './testing';

const raised: Rights = {
  status: 'forwarded',
  decision: null,
  statements: [{ side: 'buyer', operator: 'buyer', text: '商品有明显破损，商家拒绝退款', images: ['/files/aftersale/9.jpg'], createdAt: '2026-11-28T06:00:00Z' }],
};
const refused = sampleAfterSale({ status: 'refused', kind: 'refund', refuseReason: '超出售后范围', rights: raised });

const detailOf = (afterSale: AfterSale) => afterSaleDetailOf(afterSale);
const renderDetail = renderAfterSaleDetail;

describe('rights claims', { timeout: 60_000 }, () => {
  it('lets the shop state its side of a forwarded claim, and shows both statements', async () => {
    signInWith('aftersale:aftersale:read', 'aftersale:aftersale:write');
    let detail = detailOf(refused);
    const appealed: unknown[] = [];
    server.use(
      http.post('*/api/admin/aftersale/rights/appeal', async ({ request }) => {
        appealed.push(await request.json());
        const rights: Rights = {
          ...raised,
          status: 'appealed',
          statements: [...raised.statements, { side: 'merchant', operator: 'admin', text: '出库检验记录完好', images: [], createdAt: '2026-11-28T07:00:00Z' }],
        };
        detail = detailOf({ ...refused, rights });
        return ok(detail.afterSale);
      }),
    );
    const { user } = renderDetail(() => detail);
    const section = await screen.findByTestId('rights');
    expect(within(section).getByTestId('rights-tag')).toHaveTextContent('Rights claim: Awaiting the shop');
    expect(within(section).getByText('商品有明显破损，商家拒绝退款')).toBeInTheDocument();
    expect(within(section).queryByTestId('rights-forward')).not.toBeInTheDocument();
    expect(within(section).queryByTestId('rights-close')).not.toBeInTheDocument();

    await user.click(within(section).getByTestId('rights-appeal'));
    const dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('button', { name: 'Appeal' }));
    expect(await within(dialog).findByText('Enter the statement, at most 500 characters')).toBeInTheDocument();
    expect(appealed).toHaveLength(0);
    await user.type(within(dialog).getByTestId('rights-text'), ' 出库检验记录完好 ');
    await user.click(within(dialog).getByRole('button', { name: 'Appeal' }));
    await waitFor(() => expect(appealed).toEqual([{ id: 5, text: '出库检验记录完好', images: [] }]));
    expect(await screen.findByText('出库检验记录完好')).toBeInTheDocument();
    expect(screen.getByTestId('rights-tag')).toHaveTextContent('Rights claim: Appealed');
    expect(screen.queryByTestId('rights-appeal')).not.toBeInTheDocument();
  });

  it('lets the platform rule for the buyer, warning that the claim goes back to its refund', async () => {
    signInWith('aftersale:aftersale:read', 'aftersale:rights:judge');
    let detail = detailOf({ ...refused, rights: { ...raised, status: 'arbitration' } });
    const ruled: unknown[] = [];
    server.use(
      http.post('*/api/admin/aftersale/rights/close', async ({ request }) => {
        ruled.push(await request.json());
        detail = detailOf({ ...refused, status: 'awaitingRefund', rights: { ...raised, status: 'closed', decision: 'buyer' } });
        return ok(detail.afterSale);
      }),
    );
    const { user } = renderDetail(() => detail);
    await user.click(await screen.findByTestId('rights-close'));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).queryByText(/goes back to awaiting refund/)).not.toBeInTheDocument();
    await user.click(within(dialog).getByLabelText('For the buyer'));
    expect(await within(dialog).findByText('Ruled for the buyer, the claim goes back to awaiting refund and the shop refunds 99.90.')).toBeInTheDocument();
    await user.type(within(dialog).getByTestId('rights-text'), '照片可见破损');
    await user.click(within(dialog).getByRole('button', { name: 'Rule' }));
    await waitFor(() => expect(ruled).toEqual([{ id: 5, decision: 'buyer', text: '照片可见破损' }]));
    expect(await screen.findByTestId('rights-decision')).toHaveTextContent('Ruled for the buyer: the claim goes back to its refund');
    expect(screen.queryByTestId('rights-close')).not.toBeInTheDocument();
  });

  it('shows no rights section for a claim without one', async () => {
    signInWith('aftersale:aftersale:read', 'aftersale:rights:judge');
    renderDetail(() => detailOf(sampleAfterSale({ status: 'refused' })));
    expect(await screen.findByTestId('aftersale-amount')).toBeInTheDocument();
    expect(screen.queryByTestId('rights')).not.toBeInTheDocument();
  });
});
