import { describe, expect, it } from 'vitest';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { http } from 'msw';
import { server } from '../../test/server';
import { errorReply } from '../../test/envelopes';
import { renderPage, signInWith } from '../../test/harness';
import {
  getAdminBindStoreBindMockHandler,
  getAdminBindStoreDetailMockHandler,
  getAdminBindStoreSendCodeMockHandler,
  getAdminBindStoreUnbindMockHandler,
} from '../../api/generated/bind/bind.msw';
import type { BindRequest, BoundStore } from '../../api/generated/model';
import BindStorePage from './BindStorePage';

const READ_WRITE = ['shop:setup:bind:read', 'shop:setup:bind:write'];
const envelope = <T,>(data: T) => ({ code: 200 as const, msg: 'success', data });
const BOUND: BoundStore = {
  bound: true, storeCode: 'WD100001', storeName: '杭州西湖微店分销店', boundAt: '2026-11-20T08:30:00Z', boundBy: 'admin',
};

/** The detail answers `state.current` at every call. */
function detail(state: { current: BoundStore }) {
  server.use(getAdminBindStoreDetailMockHandler(() => envelope(state.current)));
}

describe('binding a distribution store', { timeout: 60_000 }, () => {
  it('shows "not bound" and, to a reader, no form', async () => {
    signInWith('shop:setup:bind:read');
    detail({ current: { bound: false } });
    renderPage(<BindStorePage />, '/bind/bind');
    expect(await screen.findByTestId('bind-empty')).toHaveTextContent('Not bound to a distribution store');
    expect(screen.queryByTestId('bind-store-code')).not.toBeInTheDocument();
    expect(screen.getByText('You may not bind or unbind a distribution store.')).toBeInTheDocument();
  });

  it('checks the store code before sending, counts down after sending, binds and shows the store', async () => {
    signInWith(...READ_WRITE);
    const state = { current: { bound: false } as BoundStore };
    detail(state);
    const sent: string[] = [];
    const bound: BindRequest[] = [];
    server.use(
      getAdminBindStoreSendCodeMockHandler(async ({ request }) => {
        sent.push(((await request.json()) as { storeCode: string }).storeCode);
        return envelope({ mobile: '138****8001', expiresIn: 300, resendIn: 60 });
      }),
      getAdminBindStoreBindMockHandler(async ({ request }) => {
        bound.push((await request.json()) as BindRequest);
        state.current = BOUND;
        return envelope(BOUND);
      }),
    );
    const { user } = renderPage(<BindStorePage />, '/bind/bind');
    const storeCode = await screen.findByTestId('bind-store-code');
    await user.click(screen.getByTestId('bind-send-code'));
    expect(await screen.findByText('Enter the store code')).toBeInTheDocument();
    await user.type(storeCode, 'wd-1');
    expect(storeCode).toHaveValue('WD-1');
    await user.click(screen.getByTestId('bind-send-code'));
    expect(await screen.findByText('A store code is 6–12 upper-case letters or digits')).toBeInTheDocument();
    expect(sent).toEqual([]);

    await user.clear(storeCode);
    await user.type(storeCode, 'wd100001');
    await user.click(screen.getByTestId('bind-send-code'));
    expect(await screen.findByText('A code was sent to 138****8001, valid for 5 minutes')).toBeInTheDocument();
    expect(sent).toEqual(['WD100001']);
    await waitFor(() => expect(screen.getByTestId('bind-send-code')).toBeDisabled());
    expect(screen.getByTestId('bind-send-code')).toHaveTextContent(/Resend in (60|59) s/);

    await user.type(screen.getByTestId('bind-code'), '482915');
    await user.click(screen.getByTestId('bind-submit'));
    const current = await screen.findByTestId('bind-current');
    expect(bound).toEqual([{ storeCode: 'WD100001', code: '482915' }]);
    expect(current).toHaveTextContent('WD100001');
    expect(current).toHaveTextContent('杭州西湖微店分销店');
    expect(current).toHaveTextContent('admin');
  });

  it('shows a wrong or expired code under the code, and a throttled send counts down', async () => {
    signInWith(...READ_WRITE);
    detail({ current: { bound: false } });
    server.use(
      http.post('*/api/admin/bindStore/bind', () => errorReply(400, 'code: the verification code has expired, send a new one', { field: 'code' })),
      http.post('*/api/admin/bindStore/sendCode', () => errorReply(429, 'a code was sent to this number, try again in 42 seconds', { retryAfter: 42 })),
    );
    const { user } = renderPage(<BindStorePage />, '/bind/bind');
    await user.type(await screen.findByTestId('bind-store-code'), 'WD100001');
    await user.click(screen.getByTestId('bind-send-code'));
    await waitFor(() => expect(screen.getByTestId('bind-send-code')).toHaveTextContent(/Resend in (42|41) s/));
    await user.type(screen.getByTestId('bind-code'), '000000');
    await user.click(screen.getByTestId('bind-submit'));
    expect(await screen.findByText('code: the verification code has expired, send a new one')).toBeInTheDocument();
    expect(screen.queryByTestId('bind-current')).not.toBeInTheDocument();
  });

  it('unbinds only after the confirmation', async () => {
    signInWith(...READ_WRITE);
    const state = { current: BOUND };
    detail(state);
    let unbinds = 0;
    server.use(
      getAdminBindStoreUnbindMockHandler(() => {
        unbinds++;
        state.current = { bound: false };
        return envelope(state.current);
      }),
    );
    const { user } = renderPage(<BindStorePage />, '/bind/bind');
    await user.click(await screen.findByTestId('bind-unbind'));
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent('The shop will no longer be bound to "杭州西湖微店分销店" (WD100001)');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(unbinds).toBe(0);
    expect(screen.getByTestId('bind-current')).toBeInTheDocument();

    await user.click(screen.getByTestId('bind-unbind'));
    await act(async () => fireEvent.click(screen.getByTestId('bind-unbind-ok')));
    expect(await screen.findByTestId('bind-empty')).toBeInTheDocument();
    expect(unbinds).toBe(1);
  });
});
