import type { PageRegistry } from '../../app/pages';

/** The order pages by component key (routes `/order/...`): orders, and the after-sales (`/order/refund`, `/order/refundetail/:id`). */
export const pages = {
  'order/list': () => import('./OrderListPage'),
  'order/detail': () => import('./OrderDetailPage'),
  'order/refund': () => import('./AfterSaleListPage'),
  'order/refundDetail': () => import('./AfterSaleDetailPage'),
} satisfies PageRegistry;
