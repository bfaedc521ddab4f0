import type { PageRegistry } from '../../app/pages';

/**
 * The cash pages by component key (routes `/cash/...`): the account (`shopcash`), the
 * withdrawal methods (`cashtype`) and their form (`addcashtype`, `editcashtype/:id`), the
 * withdrawals (`withdraw`) and the fund flow (`runwater`).
 */
export const pages = {
  'cash/account': () => import('./AccountPage'),
  'cash/methods': () => import('./MethodsPage'),
  'cash/methodForm': () => import('./MethodFormPage'),
  'cash/withdrawals': () => import('./WithdrawalsPage'),
  'cash/flow': () => import('./FlowPage'),
} satisfies PageRegistry;
