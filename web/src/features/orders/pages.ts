import type { PageRegistry } from '../../app/pages';

/** The order pages by component key (routes `/order/...`). */
export const pages = {
  'order/list': () => import('./OrderListPage'),
  'order/detail': () => import('./OrderDetailPage'),
} satisfies PageRegistry;
