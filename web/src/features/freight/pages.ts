import type { PageRegistry } from '../../app/pages';

/** The freight-template pages by component key (in the goods menu). */
export const pages = {
  'goods/freight': () => import('./FreightPage'),
  'goods/freightForm': () => import('./FreightFormPage'),
} satisfies PageRegistry;
