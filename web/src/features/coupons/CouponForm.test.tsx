import { describe, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import { http } from 'msw';
import dayjs from 'dayjs';
import { server } from '../../test/server';
import { ok, renderPage, signInWith } from '../../test/harness';
import { CouponForm, toCouponInput, type CouponFormValues } from './CouponForm';
import type { Coupon, CouponInput } from '../../api/generated/model';
import { errorReply } from '../../test/envelopes';

describe('coupon form', { timeout: 40_000 }, () => {
  it('shows the fields a rule needs only once the rule is chosen, and sends only those', async () => {
    signInWith('shop:coupon:read', 'shop:coupon:write');
    const posted: CouponInput[] = [];
    server.use(
      http.post('*/api/admin/coupon/add', async ({ request }) => {
        posted.push((await request.json()) as CouponInput);
        return ok({});
      }),
    );
    const { user } = renderPage(<CouponForm coupon={null} onClose={() => {}} onSaved={() => {}} />);

    expect(screen.queryByTestId('coupon-min-spend')).not.toBeInTheDocument();
    expect(screen.queryByTestId('coupon-total')).not.toBeInTheDocument();
    expect(screen.queryByTestId('coupon-limit-count')).not.toBeInTheDocument();

    await user.type(screen.getByTestId('coupon-name'), '满100减20');
    await user.type(screen.getByTestId('coupon-amount'), '20');
    await user.click(screen.getByLabelText('Minimum spend'));
    await user.click(screen.getByLabelText('Limited'));
    await user.click(screen.getByLabelText('Per user'));
    await user.type(await screen.findByTestId('coupon-min-spend'), '15');
    await user.type(screen.getByTestId('coupon-total'), '2');
    await user.type(screen.getByTestId('coupon-limit-count'), '3');
    await user.click(screen.getByTestId('coupon-save'));

    expect(await screen.findByText('Minimum spend must be above the value')).toBeInTheDocument();
    expect(await screen.findByText('The per-user limit cannot exceed the total')).toBeInTheDocument();
    expect(posted).toHaveLength(0);

    await user.clear(screen.getByTestId('coupon-min-spend'));
    await user.type(screen.getByTestId('coupon-min-spend'), '100');
    await user.clear(screen.getByTestId('coupon-limit-count'));
    await user.type(screen.getByTestId('coupon-limit-count'), '1');
    await user.click(screen.getByTestId('coupon-save'));

    await waitFor(() => expect(posted).toHaveLength(1));
    expect(posted[0]).toMatchObject({
      name: '满100减20', amount: '20', thresholdType: 'minimum', minSpend: '100', totalType: 'limited', total: 2,
      validityType: 'daysFromClaim', validDays: 7, limitType: 'perUser', limitCount: 1, scope: 'all', obtainType: 'claim',
    });
    expect(posted[0]).not.toHaveProperty('useStart');
    expect(posted[0]).not.toHaveProperty('goodsIds');
    // The save settles (toast shown) inside the test, not after jsdom is torn down.
    expect(await screen.findByText('Saved')).toBeInTheDocument();
  });

  it('shows a refused end of the use window under the range field, and keeps the dialog open', async () => {
    signInWith('shop:coupon:read', 'shop:coupon:write');
    server.use(http.post('*/api/admin/coupon/edit', () => errorReply(400, 'the use window must end after it starts', { field: 'useEnd' })));
    const coupon: Coupon = {
      id: 4, name: '双十二', amount: '50', thresholdType: 'none', minSpend: '0', totalType: 'unlimited', total: 0,
      validityType: 'fixed', useStart: '2026-12-01T00:00:00Z', useEnd: '2026-12-11T00:00:00Z', validDays: 0, claimStart: null,
      claimEnd: null, obtainType: 'shop', limitType: 'unlimited', limitCount: 0, scope: 'all', goodsIds: [], remark: '',
      status: 'enabled', issuedCount: 0, claimedCount: 0, usedCount: 0, createdAt: '2026-11-01T00:00:00Z',
    };
    let closed = false;
    const { user } = renderPage(<CouponForm coupon={coupon} onClose={() => (closed = true)} onSaved={() => {}} />);
    // The fields follow the chosen rules once the form has its values.
    await screen.findByText('Use window');
    await user.click(screen.getByTestId('coupon-save'));

    const refusal = await screen.findByText('the use window must end after it starts');
    expect(refusal.closest('.ant-form-item')).toHaveTextContent('Use window');
    expect(screen.getAllByText('the use window must end after it starts')).toHaveLength(1);
    expect(closed).toBe(false);
  });

  it('builds a fixed window and listed goods, dropping what the rules do not use', () => {
    const start = dayjs('2026-12-01T00:00:00Z');
    const values: CouponFormValues = {
      name: ' 双十二 ', amount: '50', thresholdType: 'none', minSpend: '999', totalType: 'unlimited', total: 5,
      validityType: 'fixed', useWindow: [start, start.add(10, 'day')], validDays: 3, claimWindow: null,
      obtainType: 'shop', limitType: 'unlimited', limitCount: 2, scope: 'include', goodsIds: ['7', 'x', '9'],
    };
    const body = toCouponInput(values, 4);
    expect(body).toEqual({
      id: 4, name: '双十二', amount: '50', thresholdType: 'none', totalType: 'unlimited', validityType: 'fixed',
      obtainType: 'shop', limitType: 'unlimited', scope: 'include', claimStart: null, claimEnd: null, remark: '',
      useStart: '2026-12-01T00:00:00.000Z', useEnd: '2026-12-11T00:00:00.000Z', goodsIds: [7, 9],
    });
  });
});
