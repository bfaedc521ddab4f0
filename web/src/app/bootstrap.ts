import { createQueryClient } from './queryClient';
import { createAppRouter } from './router';
import { registerNavigator } from './navigation';

/** Builds the console's long-lived objects once (not inside React, where StrictMode would build them twice). */
export function bootstrap() {
  const queryClient = createQueryClient();
  const router = createAppRouter(queryClient);
  registerNavigator((to) => void router.navigate(to, { replace: true }));
  return { queryClient, router };
}
