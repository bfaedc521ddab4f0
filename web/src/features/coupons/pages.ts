import type { PageRegistry } from '../../app/pages';

/** The coupon and gift pages by component key (they sit in the shop-user menu). */
export const pages = {
  'shopUsers/coupons': () => import('./CouponsPage'),
  'shopUsers/gifts': () => import('./GiftsPage'),
} satisfies PageRegistry;
