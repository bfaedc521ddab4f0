import { createHashRouter, Navigate } from 'react-router';
import type { QueryClient } from '@tanstack/react-query';
import { createGuard } from './guard';
import { RootLayout } from './RootLayout';
import { PageLoading } from './PageLoading';
import { RouteError } from './RouteError';
import type { RouteHandle } from './routeMeta';

const handle = (meta: RouteHandle['meta']): RouteHandle => ({ meta });

/**
 * One route table (spec §2). Pages load lazily so the sign-in page ships without the console.
 * Hash mode, as the spec says: the Go binary serves one index.html for everything.
 */
export function createAppRouter(queryClient: QueryClient) {
  return createHashRouter([
    {
      id: 'root',
      element: <RootLayout />,
      loader: createGuard(queryClient),
      // The guard must run on every navigation, not only when params change.
      shouldRevalidate: () => true,
      hydrateFallbackElement: <PageLoading />,
      errorElement: <RouteError />,
      children: [
        {
          path: '/login',
          handle: handle({ title: 'route.login', hidden: true }),
          lazy: async () => ({ Component: (await import('../features/login/LoginPage')).LoginPage }),
        },
        {
          path: '/403',
          handle: handle({ title: 'route.forbidden', hidden: true }),
          lazy: async () => ({ Component: (await import('../features/errors/ForbiddenPage')).ForbiddenPage }),
        },
        {
          path: '/404',
          handle: handle({ title: 'route.notFound', hidden: true }),
          lazy: async () => ({ Component: (await import('../features/errors/NotFoundPage')).NotFoundPage }),
        },
        {
          path: '/',
          lazy: async () => ({ Component: (await import('../shell/MainLayout')).MainLayout }),
          children: [
            {
              index: true,
              handle: handle({ title: 'route.home', icon: 'home-4-line', noClosable: true }),
              lazy: async () => ({ Component: (await import('../features/home/HomePage')).HomePage }),
            },
          ],
        },
        // Spec §2: unknown paths redirect to /404.
        { path: '*', element: <Navigate to="/404" replace /> },
      ],
    },
  ]);
}

export type AppRouter = ReturnType<typeof createAppRouter>;
