import { useState } from 'react';
import { http, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { act, screen, waitFor } from '@testing-library/react';
import { server } from '../test/server';
import { currentRoute, renderApp } from '../test/renderApp';
import { LAZY_PAGE } from '../test/timing';
import { userInfo } from '../test/envelopes';
import { useSession } from '../session/store';
import { pages } from '../app/pages';

const renders = { orders: 0, cash: 0 };

function OrdersProbe() {
  renders.orders += 1;
  const [text, setText] = useState('');
  return (
    <div>
      <span data-testid="orders-page">orders</span>
      <input aria-label="note" value={text} onChange={(e) => setText(e.target.value)} />
    </div>
  );
}

function CashProbe() {
  renders.cash += 1;
  return <span data-testid="cash-page">cash</span>;
}

describe('kept-alive tabs', () => {
  beforeEach(() => {
    renders.orders = 0;
    renders.cash = 0;
    pages['order/list'] = async () => ({ default: OrdersProbe });
    pages['cash/withdrawals'] = async () => ({ default: CashProbe });
    useSession.getState().setToken('tok');
    server.use(http.get('*/api/shop/admin/info', () => HttpResponse.json({ code: 200, msg: 'success', data: userInfo() })));
  });
  afterEach(() => {
    delete pages['order/list'];
    delete pages['cash/withdrawals'];
  });

  it('switching back re-renders nothing of the page and keeps its input', async () => {
    const { router, user } = renderApp('/order/list');
    await user.type(await screen.findByLabelText('note', {}, LAZY_PAGE), 'half-typed');
    const before = renders.orders;

    await act(() => router.navigate('/cash/withdraw'));
    expect(await screen.findByTestId('cash-page')).toBeVisible();
    await act(() => router.navigate('/order/list'));
    await waitFor(() => expect(screen.getByTestId('orders-page')).toBeVisible());

    expect(renders.orders).toBe(before);
    expect(screen.getByLabelText('note')).toHaveValue('half-typed');
    // The other page is kept too: hidden, not unmounted.
    expect(screen.getByTestId('cash-page')).not.toBeVisible();
  });

  it('a noKeepAlive page starts afresh each visit', async () => {
    pages['goods/list'] = async () => ({ default: OrdersProbe });
    try {
      const { router, user } = renderApp('/goods/goodslist');
      await user.type(await screen.findByLabelText('note', {}, LAZY_PAGE), 'draft');
      await act(() => router.navigate('/cash/withdraw'));
      await screen.findByTestId('cash-page');
      expect(screen.queryByLabelText('note')).toBeNull();
      await act(() => router.navigate('/goods/goodslist'));
      expect(await screen.findByLabelText('note')).toHaveValue('');
      expect(currentRoute()).toBe('/goods/goodslist');
    } finally {
      delete pages['goods/list'];
    }
  });
});
