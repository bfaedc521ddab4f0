import type { PageRegistry } from '../../app/pages';

/** The goods pages by component key (routes `/goods/...`). */
export const pages = {
  'goods/categoryForm': () => import('./categories/CategoryPage'),
  'goods/list': () => import('./list/GoodsListPage'),
  'goods/form': () => import('./form/GoodsFormPage'),
  'goods/detail': () => import('./form/GoodsFormPage'),
  'goods/norms': () => import('./specs/SpecsPage'),
  'goods/attribute': () => import('./attributes/AttributesPage'),
  'goods/template': () => import('./attributes/TemplatePage'),
} satisfies PageRegistry;
