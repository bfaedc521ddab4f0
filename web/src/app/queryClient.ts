import { type InvalidateOptions, type InvalidateQueryFilters, QueryClient, type QueryKey } from '@tanstack/react-query';
import { useSession } from '../session/store';

/**
 * Invalidation after a write never rides on a fetch that started before the write. React
 * Query refetches an invalidated query by joining its fetch in flight when the query has no
 * data yet (a page that just opened): that answer predates the write. Cancelling first makes
 * the refetch a request of its own.
 */
class ConsoleQueryClient extends QueryClient {
  override async invalidateQueries<K extends QueryKey = QueryKey>(filters?: InvalidateQueryFilters<K>, options?: InvalidateOptions): Promise<void> {
    await this.cancelQueries(filters);
    return super.invalidateQueries(filters, options);
  }
}

export function createQueryClient(): QueryClient {
  const queryClient = new ConsoleQueryClient({
    defaultOptions: {
      // The mutator already refreshes expired tokens and reports failures; blind retries
      // would only repeat error toasts.
      queries: { retry: false, refetchOnWindowFocus: false, staleTime: 30_000 },
      mutations: { retry: false },
    },
  });
  // Another user's data must not outlive the session that fetched it.
  useSession.subscribe((state, previous) => {
    if (previous.token && !state.token) queryClient.clear();
  });
  return queryClient;
}
