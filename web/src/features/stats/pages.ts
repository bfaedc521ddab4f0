import type { PageRegistry } from '../../app/pages';

/**
 * The statistics pages by component key: goods statistics (`/goodstrend`) and transaction
 * statistics (`/deal`). The home dashboard is part of the home page (features/home), which
 * loads `HomeDashboard` from here; ECharts comes in a chunk of its own (ChartView).
 */
export const pages = {
  'statistics/goodstrend': () => import('./GoodsTrendPage'),
  'statistics/deal': () => import('./DealPage'),
} satisfies PageRegistry;
