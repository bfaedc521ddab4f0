import type { PageRegistry } from '../../app/pages';

/** The album page by component key (in the goods menu). */
export const pages = {
  'goods/album': () => import('./AlbumPage'),
} satisfies PageRegistry;
