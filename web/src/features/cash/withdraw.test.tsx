import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { http } from 'msw';
import dayjs from 'dayjs';
import { server } from '../../test/server';
import { errorReply } from '../../test/envelopes';
import { renderPage, signInWith } from '../../test/harness';
import {
  getAdminCashAccountDetailMockHandler,
  getAdminCashFlowDailyMockHandler,
  getAdminCashFlowIndexMockHandler,
  getAdminCashMethodIndexMockHandler,
  getAdminCashSettingsDetailMockHandler,
  getAdminCashWithdrawApplyMockHandler,
  getAdminCashWithdrawApproveMockHandler,
  getAdminCashWithdrawIndexMockHandler,
  getAdminCashWithdrawPreviewMockHandler,
  getAdminCashWithdrawRejectMockHandler,
} from '../../api/generated/cash/cash.msw';
import type { CashFlow, CashWithdrawal } from '../../api/generated/model';
import { envelope, sampleAccount, sampleMethods, samplePreview, sampleSettings, sampleWithdrawal } from './testing';
import WithdrawalsPage from './WithdrawalsPage';
import FlowPage from './FlowPage';
import AccountPage from './AccountPage';
import { isFutureMonth } from './StatementDialog';

const APPLICANT = ['cash:withdraw:read', 'cash:withdraw:apply', 'cash:method:read', 'cash:account:read'];
const APPROVER = ['cash:withdraw:read', 'cash:withdraw:approve'];

function listed(rows: () => CashWithdrawal[] = () => [sampleWithdrawal()]) {
  server.use(
    getAdminCashWithdrawIndexMockHandler(() => {
      const list = rows();
      const count = (s: string) => list.filter((w) => w.status === s).length;
      return envelope({ exact: true, list, total: list.length, counts: { all: list.length, pending: count('pending'), paid: count('paid'), rejected: count('rejected') } });
    }),
    getAdminCashMethodIndexMockHandler(envelope({ list: sampleMethods(), total: 3 })),
    getAdminCashAccountDetailMockHandler(envelope(sampleAccount())),
  );
}

describe('withdrawals', { timeout: 60_000 }, () => {
  it('lists the withdrawals with their counts per status; a rejected one tells why on hover', async () => {
    signInWith(...APPLICANT);
    listed(() => [
      sampleWithdrawal(),
      sampleWithdrawal({ id: 40, sn: 'W202611270000000040', status: 'paid', reference: 'TR-88', decidedBy: 'admin', decidedAt: '2026-11-27T03:00:00Z' }),
      sampleWithdrawal({ id: 39, sn: 'W202611260000000039', status: 'rejected', reason: '账户名不符', decidedBy: 'admin', decidedAt: '2026-11-26T03:00:00Z' }),
    ]);
    const { user } = renderPage(<WithdrawalsPage />, '/cash/withdraw');
    expect(await screen.findByTestId('withdraw-sn-41')).toHaveTextContent('W202611280000000041');
    expect(screen.getByRole('tab', { name: 'All (3)' })).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Pending (1)' })).toBeInTheDocument();
    expect(screen.getByTestId('withdraw-net-41')).toHaveTextContent('¥497.00');
    expect(screen.getByTestId('withdraw-reference-40')).toHaveTextContent('TR-88');
    expect(screen.getAllByText('**** **** **** 0004').length).toBeGreaterThan(0);
    await user.hover(screen.getByTestId('withdraw-status-39'));
    expect(await screen.findByText('Rejected: 账户名不符')).toBeInTheDocument();
  });

  it('hides the approver actions without the permission', async () => {
    signInWith(...APPLICANT);
    listed();
    renderPage(<WithdrawalsPage />, '/cash/withdraw');
    expect(await screen.findByTestId('withdraw-sn-41')).toBeInTheDocument();
    expect(screen.queryByTestId('withdraw-pay-41')).not.toBeInTheDocument();
    expect(screen.queryByTestId('withdraw-reject-41')).not.toBeInTheDocument();
    expect(screen.getByTestId('withdraw-apply')).toBeInTheDocument();
    expect(screen.queryByTestId('withdraw-settings')).not.toBeInTheDocument();
  });

  it('previews the fee and net as the amount is typed, shows the refusal, and applies with an Idempotency-Key after a confirmation', async () => {
    signInWith(...APPLICANT);
    listed();
    const asked: string[] = [];
    server.use(
      getAdminCashWithdrawPreviewMockHandler(({ request }) => {
        const amount = new URL(request.url).searchParams.get('amount') ?? '';
        asked.push(amount);
        return envelope(
          Number(amount) > 1234.5
            ? samplePreview(amount, { rule: 'short', msg: 'amount: more than is available (1234.50)' })
            : samplePreview(amount),
        );
      }),
    );
    const applied: { key: string | null; body: unknown }[] = [];
    server.use(
      getAdminCashWithdrawApplyMockHandler(async ({ request }) => {
        applied.push({ key: request.headers.get('Idempotency-Key'), body: await request.json() });
        return envelope(sampleWithdrawal({ id: 42 }));
      }),
    );
    const { user } = renderPage(<WithdrawalsPage />, '/cash/withdraw');
    await user.click(await screen.findByTestId('withdraw-apply'));
    const dialog = (await screen.findByTestId('withdraw-amount')).closest('[role="dialog"]') as HTMLElement;
    // The default method is chosen.
    expect(await within(dialog).findByText('中国工商银行 · 张伟 · **** **** **** 0004')).toBeInTheDocument();

    await user.type(within(dialog).getByTestId('withdraw-amount'), '2000');
    expect(await within(dialog).findByTestId('withdraw-refusal')).toHaveTextContent('amount: more than is available (1234.50)');
    expect(within(dialog).getByTestId('withdraw-preview-available')).toHaveTextContent('¥1,234.50');

    await user.clear(within(dialog).getByTestId('withdraw-amount'));
    await user.type(within(dialog).getByTestId('withdraw-amount'), '500');
    await waitFor(() => expect(within(dialog).getByTestId('withdraw-preview-fee')).toHaveTextContent('¥3.00'));
    expect(within(dialog).getByTestId('withdraw-preview-net')).toHaveTextContent('¥497.00');
    expect(within(dialog).queryByTestId('withdraw-refusal')).not.toBeInTheDocument();
    // Debounced: not one preview per keystroke.
    expect(asked).not.toContain('50');

    await user.click(screen.getByTestId('withdraw-apply-next'));
    expect(await screen.findByText('You will receive ¥497.00 after a fee of ¥3.00.')).toBeInTheDocument();
    expect(applied).toHaveLength(0);
    await user.click(screen.getByTestId('withdraw-apply-confirm'));
    await waitFor(() => expect(applied).toHaveLength(1));
    expect(applied[0].body).toEqual({ methodId: 1, amount: '500' });
    expect(applied[0].key).toMatch(/^[0-9a-f-]{36}$/);
    expect(await screen.findByText('Applied; the withdrawal awaits a decision')).toBeInTheDocument();
  });

  it('retries a lost apply under the same key', async () => {
    signInWith(...APPLICANT);
    listed();
    server.use(getAdminCashWithdrawPreviewMockHandler(({ request }) => envelope(samplePreview(new URL(request.url).searchParams.get('amount') ?? ''))));
    const keys: (string | null)[] = [];
    server.use(
      http.post('*/api/admin/cashWithdraw/apply', ({ request }) => {
        keys.push(request.headers.get('Idempotency-Key'));
        return keys.length === 1 ? errorReply(503, 'try again') : Response.json(envelope(sampleWithdrawal({ id: 42 })));
      }),
    );
    const { user } = renderPage(<WithdrawalsPage />, '/cash/withdraw');
    await user.click(await screen.findByTestId('withdraw-apply'));
    const dialog = (await screen.findByTestId('withdraw-amount')).closest('[role="dialog"]') as HTMLElement;
    await user.type(within(dialog).getByTestId('withdraw-amount'), '100');
    await user.click(screen.getByTestId('withdraw-apply-next'));
    await user.click(await screen.findByTestId('withdraw-apply-confirm'));
    await waitFor(() => expect(keys).toHaveLength(1));
    // The answer was lost: the confirmation stays, and trying again is the same apply.
    await waitFor(() => expect(screen.getByTestId('withdraw-apply-confirm')).not.toHaveClass('ant-btn-loading'));
    await user.click(screen.getByTestId('withdraw-apply-confirm'));
    await waitFor(() => expect(keys).toHaveLength(2));
    expect(keys[1]).toBe(keys[0]);
    expect(await screen.findByText('Applied; the withdrawal awaits a decision')).toBeInTheDocument();
  });

  it('offers a way to add a method when there is none', async () => {
    signInWith(...APPLICANT);
    listed();
    server.use(getAdminCashMethodIndexMockHandler(envelope({ list: [], total: 0 })));
    const { user } = renderPage(<WithdrawalsPage />, '/cash/withdraw');
    await user.click(await screen.findByTestId('withdraw-apply'));
    expect(await screen.findByTestId('withdraw-no-method')).toHaveTextContent('There is no withdrawal method yet');
    expect(screen.getByTestId('withdraw-add-method')).toBeInTheDocument();
  });

  it('marks a withdrawal paid only with a transfer reference, after a confirmation, with an Idempotency-Key', async () => {
    signInWith(...APPROVER);
    listed();
    const posted: { key: string | null; body: unknown }[] = [];
    server.use(
      getAdminCashWithdrawApproveMockHandler(async ({ request }) => {
        posted.push({ key: request.headers.get('Idempotency-Key'), body: await request.json() });
        return envelope(sampleWithdrawal({ status: 'paid', reference: 'TR-1' }));
      }),
    );
    const { user } = renderPage(<WithdrawalsPage />, '/cash/withdraw');
    await user.click(await screen.findByTestId('withdraw-pay-41'));
    expect(await screen.findByText('Mark W202611280000000041 paid')).toBeInTheDocument();
    await user.click(screen.getByTestId('withdraw-decide-next'));
    expect(await screen.findByText('Enter the transfer reference (at most 64 characters)')).toBeInTheDocument();
    expect(screen.queryByTestId('withdraw-decide-confirm')).not.toBeInTheDocument();
    await user.type(screen.getByTestId('withdraw-decide-text'), ' TR-1 ');
    await user.click(screen.getByTestId('withdraw-decide-next'));
    expect(await screen.findByText('Mark W202611280000000041 paid with ¥497.00 (reference TR-1)?')).toBeInTheDocument();
    expect(posted).toHaveLength(0);
    await user.click(screen.getByTestId('withdraw-decide-confirm'));
    await waitFor(() => expect(posted).toHaveLength(1));
    expect(posted[0].body).toEqual({ id: 41, reference: 'TR-1' });
    expect(posted[0].key).toMatch(/^[0-9a-f-]{36}$/);
    expect(await screen.findByText('Marked paid')).toBeInTheDocument();
  });

  it('rejects a withdrawal only with a reason', async () => {
    signInWith(...APPROVER);
    listed();
    const posted: { key: string | null; body: unknown }[] = [];
    server.use(
      getAdminCashWithdrawRejectMockHandler(async ({ request }) => {
        posted.push({ key: request.headers.get('Idempotency-Key'), body: await request.json() });
        return envelope(sampleWithdrawal({ status: 'rejected', reason: '户名不符' }));
      }),
    );
    const { user } = renderPage(<WithdrawalsPage />, '/cash/withdraw');
    await user.click(await screen.findByTestId('withdraw-reject-41'));
    await user.click(await screen.findByTestId('withdraw-decide-next'));
    expect(await screen.findByText('Enter the reason (at most 200 characters)')).toBeInTheDocument();
    await user.type(screen.getByTestId('withdraw-decide-text'), '户名不符');
    await user.click(screen.getByTestId('withdraw-decide-next'));
    expect(await screen.findByText('Reject W202611280000000041?')).toBeInTheDocument();
    await user.click(screen.getByTestId('withdraw-decide-confirm'));
    await waitFor(() => expect(posted).toHaveLength(1));
    expect(posted[0].body).toEqual({ id: 41, reason: '户名不符' });
    expect(posted[0].key).toBeTruthy();
  });
});

describe('withdrawal settings', { timeout: 60_000 }, () => {
  it("shows the server's refusal on its field", async () => {
    signInWith('cash:withdraw:read', 'cash:settings:read', 'cash:settings:write');
    listed();
    server.use(
      getAdminCashSettingsDetailMockHandler(envelope(sampleSettings())),
      http.post('*/api/admin/cashSettings/edit', () => errorReply(400, 'maxAmount: at least the minimum (100.00)', { field: 'maxAmount' })),
    );
    const { user } = renderPage(<WithdrawalsPage />, '/cash/withdraw');
    await user.click(await screen.findByTestId('withdraw-settings'));
    const min = await screen.findByTestId('cash-settings-minAmount');
    expect(screen.getByTestId('cash-settings-feeRate')).toHaveValue('0.60');
    await user.clear(min);
    await user.type(min, '100');
    await user.clear(screen.getByTestId('cash-settings-maxAmount'));
    await user.type(screen.getByTestId('cash-settings-maxAmount'), '50');
    await user.click(screen.getByTestId('cash-settings-save'));
    const under = await screen.findByText('maxAmount: at least the minimum (100.00)', { selector: '.ant-form-item-explain-error' });
    expect(under.closest('.ant-form-item')).toContainElement(screen.getByTestId('cash-settings-maxAmount'));
  });

  it('is read-only for a reader', async () => {
    signInWith('cash:withdraw:read', 'cash:settings:read');
    listed();
    server.use(getAdminCashSettingsDetailMockHandler(envelope(sampleSettings({ cycleDays: 7 }))));
    const { user } = renderPage(<WithdrawalsPage />, '/cash/withdraw');
    await user.click(await screen.findByTestId('withdraw-settings'));
    expect(await screen.findByTestId('cash-settings-readonly')).toBeInTheDocument();
    expect(screen.getByTestId('cash-settings-minAmount')).toBeDisabled();
    expect(screen.getByTestId('cash-settings-cycleDays')).toHaveValue('7');
    expect(screen.getByTestId('cash-settings-save')).toBeDisabled();
  });
});

function flowLine(over: Partial<CashFlow> = {}): CashFlow {
  return {
    id: 7, type: 'withdrawApplied', available: '-500.00', frozen: '500.00', debt: '0.00', availableAfter: '734.50', frozenAfter: '700.00', debtAfter: '0.00',
    reference: 'W202611280000000041', remark: '', createdAt: '2026-11-28T02:00:00Z', ...over,
  };
}

describe('fund flow', { timeout: 60_000 }, () => {
  it('shows each delta with its sign and the type by name', async () => {
    signInWith('cash:flow:read');
    server.use(
      getAdminCashFlowIndexMockHandler(
        envelope({
          exact: true,
          list: [flowLine(), flowLine({ id: 6, type: 'orderSettled', available: '88.00', frozen: '0.00', reference: 'O202611200000000012', remark: '' })],
          total: 2,
        }),
      ),
    );
    renderPage(<FlowPage />, '/cash/runwater');
    expect(await screen.findByTestId('flow-available-7')).toHaveTextContent('−500.00');
    expect(screen.getByTestId('flow-frozen-7')).toHaveTextContent('+500.00');
    expect(screen.getByTestId('flow-debt-7')).toHaveTextContent('0.00');
    expect(screen.getByTestId('flow-available-6')).toHaveTextContent('+88.00');
    expect(screen.getByTestId('flow-type-7')).toHaveTextContent('Applied');
    expect(screen.getByTestId('flow-type-6')).toHaveTextContent('Settled');
    expect(screen.getByText('O202611200000000012')).toBeInTheDocument();
  });

  it('refuses future months for the statement and shows the server refusal of a month', async () => {
    const now = dayjs('2026-11-28T10:00:00+08:00');
    expect(isFutureMonth(dayjs('2026-11-01'), now)).toBe(false);
    expect(isFutureMonth(dayjs('2026-12-01'), now)).toBe(true);
    expect(isFutureMonth(dayjs('2025-01-01'), now)).toBe(false);

    signInWith('cash:flow:read');
    server.use(
      getAdminCashFlowIndexMockHandler(envelope({ exact: true, list: [flowLine()], total: 1 })),
      http.get('*/api/admin/cashFlow/statement', () => errorReply(400, 'month: the month has not begun', { field: 'month' })),
    );
    const { user } = renderPage(<FlowPage />, '/cash/runwater');
    await user.click(await screen.findByTestId('flow-statement'));
    const dialog = await screen.findByRole('dialog', { name: 'Download a monthly statement' });
    await user.click(within(dialog).getByTestId('statement-month'));
    const nextMonth = dayjs().add(1, 'month');
    if (nextMonth.year() !== dayjs().year()) {
      // In December next month is on the next year's panel.
      const forward = await waitFor(() => {
        const button = document.querySelector<HTMLElement>('.ant-picker-header-super-next-btn');
        if (!button) throw new Error('no next-year button');
        return button;
      });
      await user.click(forward);
    }
    const next = nextMonth.format('YYYY-MM');
    const cell = await waitFor(() => {
      const found = document.querySelector(`.ant-picker-cell[title="${next}"]`);
      if (!found) throw new Error(`no cell ${next}`);
      return found;
    });
    expect(cell).toHaveClass('ant-picker-cell-disabled');
    await user.click(within(dialog).getByText('Download a monthly statement'));
    await user.click(within(dialog).getByTestId('statement-download'));
    expect(await within(dialog).findByTestId('statement-refusal')).toHaveTextContent('month: the month has not begun');
  });
});

describe("the account's 30 days", { timeout: 60_000 }, () => {
  it('shows the empty state when no day moved money', async () => {
    signInWith('cash:account:read', 'cash:flow:read');
    const days = Array.from({ length: 30 }, (_, i) => ({
      date: dayjs('2026-10-30').add(i, 'day').format('YYYY-MM-DD'), income: '0.00', withdrawals: '0.00', refunds: '0.00',
    }));
    server.use(getAdminCashAccountDetailMockHandler(envelope(sampleAccount())), getAdminCashFlowDailyMockHandler(envelope({ list: days })));
    renderPage(<AccountPage />, '/cash/shopcash');
    expect(await screen.findByTestId('cash-chart-empty')).toHaveTextContent('No income, withdrawal or refund in the last 30 days');
  });
});
