import { QueryClient } from '@tanstack/react-query';
import { useSession } from '../session/store';

export function createQueryClient(): QueryClient {
  const queryClient = new QueryClient({
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
