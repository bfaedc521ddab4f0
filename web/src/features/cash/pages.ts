import type { PageRegistry } from '../../app/pages';

/**
 * The cash pages by component key (routes `/cash/...`): the account (`shopcash`), the
 * withdrawal methods (`cashtype`) and their form (`addcashtype`, `editcashtype/:id`).
 */
export const pages = {
  'cash/account': () => import('./AccountPage'),
  'cash/methods': () => import('./MethodsPage'),
  'cash/methodForm': () => import('./MethodFormPage'),
} satisfies PageRegistry;
