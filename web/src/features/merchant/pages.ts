import type { PageRegistry } from '../../app/pages';

/** The merchant pages by component key (route `/merchant/form`): the account-opening application. */
export const pages = {
  'merchant/form': () => import('./MerchantFormPage'),
} satisfies PageRegistry;
