import type { PageRegistry } from '../../app/pages';

/** The shop-user pages by component key (routes `/shopUser/...`). */
export const pages = {
  'shopUsers/list': () => import('./users/UsersPage'),
  'shopUsers/levels': () => import('./levels/LevelsPage'),
  'shopUsers/ledger': () => import('./ledger/LedgerPage'),
  'shopUsers/addresses': () => import('./rows/AddressesPage'),
  'shopUsers/favourites': () => import('./rows/FavouritesPage'),
  'shopUsers/browsing': () => import('./rows/BrowsingPage'),
} satisfies PageRegistry;
