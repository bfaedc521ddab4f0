import type { PageRegistry } from '../../app/pages';

/** The demo section's pages (mock backend only), by component key. */
export const pages = {
  'demo/table': () => import('./table/TablePage'),
  'demo/goods': () => import('./GoodsPage'),
  'demo/icons': () => import('./IconsPage'),
  'demo/workflow': () => import('./workflow/WorkflowPage'),
  'demo/region': () => import('./RegionPage'),
  'demo/excel': () => import('./excel/ExcelPage'),
} satisfies PageRegistry;
