import type { PageRegistry } from '../../app/pages';

/** The after-sale service and guarantee pages by component key (in the goods menu). */
export const pages = {
  'goods/service': () => import('./ServicesPage'),
  'goods/aftersale': () => import('./GuaranteesPage'),
} satisfies PageRegistry;
