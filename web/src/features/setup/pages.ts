import type { PageRegistry } from '../../app/pages';

/**
 * The setup pages by component key (routes `/set/...`): the shop's addresses (`shopcash`)
 * and the return warehouse (`refundAddress`).
 */
export const pages = {
  'addresses/list': () => import('./AddressesPage'),
  'addresses/returnWarehouse': () => import('./ReturnWarehousePage'),
} satisfies PageRegistry;
