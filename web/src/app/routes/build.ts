import type { QueryClient } from '@tanstack/react-query';
import { getGetPublicKeyQueryOptions } from '../../api/generated/session/session';
import { getRouterList } from '../../api/generated/shell/shell';
import type { RouteRecord } from '../../api/generated/model';
import { AUTHENTICATION } from '../../config';
import { i18n } from '../../i18n';
import { showError } from '../feedback';
import { filterRoutes, type Access } from './access';
import { toAppRoutes, type AppRoute } from './model';
import { LOCAL_ROUTES, type TableRecord } from './table';

/** Raised when `GET /router/getList` does not answer an array. */
export class RouteFormatError extends Error {}

/** The local table without the demo sections unless the backend is the mock. */
export function localRecords(mockServer: boolean): TableRecord[] {
  return LOCAL_ROUTES.filter((record) => mockServer || !record.demo);
}

/**
 * Route building. `intelligence` mode: the local table filtered by roles and
 * permissions. `all` mode: the server's list (already filtered for the caller), converted.
 * Returns the user's routes and every known route (to tell 403 from 404).
 */
export async function buildRoutes(
  queryClient: QueryClient,
  access: Access,
  mode: 'intelligence' | 'all' = AUTHENTICATION,
): Promise<{ routes: AppRoute[]; known: AppRoute[] }> {
  const { mockServer } = await queryClient.fetchQuery({ ...getGetPublicKeyQueryOptions(), staleTime: Infinity });
  const known = toAppRoutes(localRecords(mockServer === true));
  if (mode === 'all') {
    const answer: unknown = await getRouterList();
    const list = typeof answer === 'object' && answer !== null && 'list' in answer ? answer.list : undefined;
    if (!Array.isArray(list)) {
      const text = i18n.t('session.routesInvalid');
      showError(text);
      throw new RouteFormatError(text);
    }
    // The server filtered by role already; filtering again keeps the permission rule in one place.
    return { routes: filterRoutes(toAppRoutes(list as RouteRecord[]), access), known };
  }
  return { routes: filterRoutes(known, access), known };
}
