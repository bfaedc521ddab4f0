import type { PageRegistry } from '../../app/pages';

/** The bind page by component key (route `/bind/bind`): the micro-shop distribution store. */
export const pages = {
  'bind/index': () => import('./BindStorePage'),
} satisfies PageRegistry;
