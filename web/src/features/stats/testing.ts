import type { StatsDayFigures, StatsDeal, StatsGoods, StatsGoodsRow, StatsGoodsTotals, StatsHome } from '../../api/generated/model';

/** The envelope the generated handlers answer. */
export const envelope = <T,>(data: T) => ({ code: 200 as const, msg: 'success', data });

function day(over: Partial<StatsDayFigures> = {}): StatsDayFigures {
  return { orders: 12, payOrders: 10, payAmount: '1250.00', payingBuyers: 9, visitors: 120, avgOrderValue: '125.00', ...over };
}

export function sampleRow(over: Partial<StatsGoodsRow> = {}): StatsGoodsRow {
  return {
    goodsId: 7, goodsName: '纯棉T恤', picture: '', views: 300, visitors: 200, favorites: 12, salesCount: 40, salesAmount: '3960.00',
    payingBuyers: 30, conversion: 15, refundCount: 2, refundAmount: '198.00', refundRate: 5, ...over,
  };
}

/** A home: today 12 orders against yesterday's 10 (+20 %), every to-do, 30 days of trend. */
export function sampleHome(over: Partial<StatsHome> = {}): StatsHome {
  return {
    today: day(),
    yesterday: day({ orders: 10, payAmount: '1000.00', payingBuyers: 9, visitors: 0, avgOrderValue: '100.00' }),
    change: { orders: 20, payOrders: 0, payAmount: 25, payingBuyers: 0, visitors: null, avgOrderValue: 25 },
    todos: [
      { key: 'toShip', count: 5, capped: false },
      { key: 'afterSaleApplied', count: 2, capped: false },
      { key: 'afterSaleAwaitingReceipt', count: 1, capped: false },
      { key: 'lowStock', count: 10000, capped: true },
      { key: 'withdrawPending', count: 3, capped: false },
      { key: 'unpaidClosing', count: 4, capped: false },
    ],
    closingMinutes: 30,
    trend: Array.from({ length: 30 }, (_, i) => ({
      day: `2026-11-${String(i + 1).padStart(2, '0')}`, orders: i, payOrders: i, payAmount: `${i * 10}.00`, payingBuyers: i, visitors: i * 3,
    })),
    topGoods: [sampleRow(), sampleRow({ goodsId: 8, goodsName: '', salesCount: 3 })],
    weekStart: '2026-11-22',
    updatedAt: '2026-11-28T02:00:00Z',
    delaySeconds: 0,
    ...over,
  };
}

function goodsTotals(over: Partial<StatsGoodsTotals> = {}): StatsGoodsTotals {
  return { views: 1000, visitors: 400, favorites: 30, salesCount: 80, salesAmount: '8000.00', payingBuyers: 60, conversion: 15, ...over };
}

export function sampleGoods(): StatsGoods {
  return {
    period: { startDate: '2026-10-30', endDate: '2026-11-28', days: 30 },
    previous: { startDate: '2026-09-30', endDate: '2026-10-29', days: 30 },
    totals: goodsTotals(),
    previousTotals: goodsTotals({ views: 800, salesAmount: '10000.00', conversion: 10 }),
    change: { views: 25, visitors: 0, favorites: 0, salesCount: 0, salesAmount: -20, payingBuyers: 0, conversion: 5 },
    series: [{ day: '2026-11-28', views: 10, visitors: 5, favorites: 1, salesCount: 2, salesAmount: '200.00', payingBuyers: 2, conversion: 40 }],
    delaySeconds: 0,
  };
}

export function sampleDeal(): StatsDeal {
  const totals = {
    orders: 50, orderAmount: '6000.00', orderingBuyers: 40, payOrders: 45, payAmount: '5400.00', payingBuyers: 36, avgOrderValue: '120.00',
    refunds: 3, refundAmount: '300.00', visitors: 400, conversion: 9,
  };
  return {
    period: { startDate: '2026-10-30', endDate: '2026-11-28', days: 30 },
    previous: { startDate: '2026-09-30', endDate: '2026-10-29', days: 30 },
    granularity: 'day',
    totals,
    previousTotals: { ...totals, orders: 40 },
    change: { orders: 25, orderAmount: 0, orderingBuyers: 0, payOrders: 0, payAmount: 0, payingBuyers: 0, avgOrderValue: 0, refunds: 0, refundAmount: 0, visitors: 0, conversion: -1.5 },
    series: [{ start: '2026-11-28', end: '2026-11-28', orders: 2, orderAmount: '240.00', orderingBuyers: 2, payOrders: 2, payAmount: '240.00', payingBuyers: 2, refunds: 0, refundAmount: '0.00', visitors: 9 }],
    funnel: { visitors: 400, orderingBuyers: 40, payingBuyers: 36, visitToOrder: 10, orderToPay: 90, visitToPay: 9 },
    payWays: [
      { payWay: 'wechat', payOrders: 30, payAmount: '3600.00', share: 66.67 },
      { payWay: 'alipay', payOrders: 10, payAmount: '1200.00', share: 22.22 },
      { payWay: 'balance', payOrders: 5, payAmount: '600.00', share: 11.11 },
    ],
    provinces: [{ provinceCode: '330000', provinceName: '浙江省', payOrders: 45, payAmount: '5400.00', share: 100 }],
    delaySeconds: 0,
  };
}
