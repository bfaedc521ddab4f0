import { describe, expect, it, vi } from 'vitest';
import { act, screen, waitFor, within } from '@testing-library/react';
import { server } from '../../test/server';
import { http } from 'msw';
import { ok, renderPage, signInWith } from '../../test/harness';
import OrderListPage from '../orders/OrderListPage';
import { setLanguage } from '../../i18n';
import {
  getAdminStatsDealMockHandler,
  getAdminStatsGoodsMockHandler,
  getAdminStatsGoodsRankingMockHandler,
  getAdminStatsHomeMockHandler,
} from '../../api/generated/stats/stats.msw';
import { HomeDashboard, HOME_REFRESH_MS } from './HomeDashboard';
import GoodsTrendPage from './GoodsTrendPage';
import DealPage from './DealPage';
import { envelope, sampleDeal, sampleGoods, sampleHome, sampleRow } from './testing';

function homeAnswered() {
  const asked: URL[] = [];
  server.use(
    getAdminStatsHomeMockHandler(({ request }) => {
      asked.push(new URL(request.url));
      return envelope(sampleHome());
    }),
  );
  return asked;
}

describe('home dashboard', { timeout: 60_000 }, () => {
  it("shows today against yesterday, and the to-dos linking to their filtered lists", async () => {
    signInWith('stats:read');
    homeAnswered();
    renderPage(<HomeDashboard />, '/index');
    expect(await screen.findByTestId('home-today-orders-value')).toHaveTextContent('12');
    expect(screen.getByTestId('home-today-orders-change')).toHaveTextContent('+20.00%');
    expect(screen.getByTestId('home-today-payAmount-value')).toHaveTextContent('¥1,250.00');
    expect(screen.getByTestId('home-today-visitors-change')).toHaveTextContent('—');
    expect(screen.getByTestId('home-today-orders')).toHaveTextContent('Yesterday 10');
    expect(screen.getByTestId('home-todo-toShip')).toHaveAttribute('href', '/order/list?tab=paid');
    expect(screen.getByTestId('home-todo-afterSaleApplied')).toHaveAttribute('href', '/order/refund?tab=applied');
    expect(screen.getByTestId('home-todo-lowStock')).toHaveAttribute('href', '/goods/goodslist?tab=warning');
    expect(screen.getByTestId('home-todo-lowStock-count')).toHaveTextContent('10,000+');
    expect(screen.getByTestId('home-todo-withdrawPending')).toHaveAttribute('href', '/cash/withdraw?status=pending');
    expect(screen.getByTestId('home-todo-unpaidClosing')).toHaveAttribute('href', '/order/list?tab=unpaid&closingWithin=30');
    expect(screen.getByTestId('home-todo-unpaidClosing')).toHaveTextContent('Unpaid orders about to close');
    const top = screen.getByTestId('home-top-goods');
    expect(within(top).getByText('纯棉T恤')).toBeInTheDocument();
    expect(within(top).getByText('(deleted goods)')).toBeInTheDocument();
    expect(screen.getByTestId('home-trend-chart-data').querySelectorAll('tr')).toHaveLength(30);
  });

  it('speaks Chinese', async () => {
    await setLanguage('zh');
    signInWith('stats:read');
    homeAnswered();
    renderPage(<HomeDashboard />, '/index');
    expect(await screen.findByTestId('home-todo-toShip')).toHaveTextContent('待发货');
    expect(screen.getByTestId('home-today-orders')).toHaveTextContent('较昨日');
    expect(screen.getByTestId('home-today-orders')).toHaveTextContent('昨日 10');
  });

  it('asks nothing without the permission', async () => {
    signInWith('order:order:read');
    const asked = homeAnswered();
    renderPage(<HomeDashboard />, '/index');
    expect(await screen.findByTestId('home-notices')).toBeInTheDocument();
    expect(screen.queryByTestId('home-stats')).not.toBeInTheDocument();
    expect(asked).toHaveLength(0);
  });

  it('refreshes every minute while the tab is visible, and pauses while it is hidden', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    let visibility: DocumentVisibilityState = 'visible';
    const spy = vi.spyOn(document, 'visibilityState', 'get').mockImplementation(() => visibility);
    try {
      signInWith('stats:read');
      const asked = homeAnswered();
      renderPage(<HomeDashboard />, '/index');
      await screen.findByTestId('home-stats');
      expect(asked).toHaveLength(1);

      await act(() => vi.advanceTimersByTimeAsync(HOME_REFRESH_MS));
      await waitFor(() => expect(asked).toHaveLength(2));

      visibility = 'hidden';
      act(() => void window.dispatchEvent(new Event('visibilitychange')));
      await act(() => vi.advanceTimersByTimeAsync(HOME_REFRESH_MS * 3));
      expect(asked).toHaveLength(2);

      visibility = 'visible';
      act(() => void window.dispatchEvent(new Event('visibilitychange')));
      await waitFor(() => expect(asked).toHaveLength(3)); // back: refetched at once (the data is stale)
    } finally {
      spy.mockRestore();
      vi.useRealTimers();
    }
  });
});

describe('goods statistics', { timeout: 60_000 }, () => {
  it('shows the range against the previous period and the ranking, sorted by the board picked', async () => {
    signInWith('stats:read');
    const ranked: URL[] = [];
    server.use(
      getAdminStatsGoodsMockHandler(envelope(sampleGoods())),
      getAdminStatsGoodsRankingMockHandler(({ request }) => {
        ranked.push(new URL(request.url));
        return envelope({ exact: true, list: [sampleRow()], total: 1, period: sampleGoods().period, delaySeconds: 0 });
      }),
    );
    const { user } = renderPage(<GoodsTrendPage />, '/goodstrend?range=last30');
    expect(await screen.findByTestId('stats-goods-views-value')).toHaveTextContent('1,000');
    expect(screen.getByTestId('stats-goods-views-change')).toHaveTextContent('+25.00%');
    expect(screen.getByTestId('stats-goods-salesAmount-change')).toHaveTextContent('-20.00%');
    expect(screen.getByTestId('stats-goods-conversion-change')).toHaveTextContent('+5.00 points');
    expect(screen.getByTestId('stats-previous')).toHaveTextContent('2026-09-30 ~ 2026-10-29');
    expect(await within(screen.getByTestId('stats-ranking')).findByText('纯棉T恤')).toBeInTheDocument();
    expect(ranked.at(-1)?.searchParams.get('sort')).toBe('-salesCount');
    expect(ranked.at(-1)?.searchParams.get('range')).toBe('last30');

    await user.click(screen.getByTestId('stats-board-highestRefund'));
    await waitFor(() => expect(ranked.at(-1)?.searchParams.get('sort')).toBe('-refundRate'));

    await user.click(screen.getByTestId('stats-range-last7'));
    await waitFor(() => expect(ranked.at(-1)?.searchParams.get('range')).toBe('last7'));
    expect(screen.getByTestId('location-search')).toHaveTextContent('range=last7');
  });
});

describe('transaction statistics', { timeout: 60_000 }, () => {
  it('shows the figures, the funnel, the ways to pay, and asks again by week', async () => {
    signInWith('stats:read');
    const asked: URL[] = [];
    server.use(
      getAdminStatsDealMockHandler(({ request }) => {
        asked.push(new URL(request.url));
        return envelope(sampleDeal());
      }),
    );
    const { user } = renderPage(<DealPage />, '/deal');
    expect(await screen.findByTestId('stats-deal-orders-value')).toHaveTextContent('50');
    expect(screen.getByTestId('stats-deal-orders-change')).toHaveTextContent('+25.00%');
    expect(screen.getByTestId('stats-deal-payAmount-value')).toHaveTextContent('¥5,400.00');
    expect(screen.getByTestId('stats-funnel-visitToOrder')).toHaveTextContent('10.00%');
    expect(within(screen.getByTestId('stats-payways')).getByText('WeChat Pay')).toBeInTheDocument();
    expect(screen.getByTestId('stats-provinces-chart-data')).toHaveTextContent('浙江省');
    expect(asked[0].searchParams.get('granularity')).toBe('day');
    expect(asked[0].searchParams.get('range')).toBe('last30');

    await user.click(screen.getByTestId('stats-granularity-week'));
    await waitFor(() => expect(asked.at(-1)?.searchParams.get('granularity')).toBe('week'));
  });
});

describe('the unpaid-closing to-do', { timeout: 60_000 }, () => {
  it('opens the order list asking for the orders closing within the window, which can be cleared', async () => {
    signInWith('order:order:read');
    const asked: URL[] = [];
    server.use(
      http.get('*/api/admin/order/index', ({ request }) => {
        asked.push(new URL(request.url));
        return ok({ list: [], total: 0, counts: { all: 0, unpaid: 0, paid: 0, shipped: 0, completed: 0, closed: 0, afterSale: 0 } });
      }),
    );
    const { user } = renderPage(<OrderListPage />, '/order/list?tab=unpaid&closingWithin=30');
    expect(await screen.findByTestId('order-closing-within')).toHaveTextContent('Closing within 30 min');
    await waitFor(() => expect(asked.at(-1)?.searchParams.get('closingWithin')).toBe('30'));
    expect(asked.at(-1)?.searchParams.get('tab')).toBe('unpaid');

    await user.click(screen.getByTestId('order-closing-within').querySelector('.ant-tag-close-icon') as HTMLElement);
    await waitFor(() => expect(asked.at(-1)?.searchParams.get('closingWithin')).toBeNull());
    expect(screen.queryByTestId('order-closing-within')).not.toBeInTheDocument();
  });
});
