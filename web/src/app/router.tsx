import { createHashRouter } from 'react-router';
import type { QueryClient } from '@tanstack/react-query';
import { createGuard } from './guard';
import { RootLayout } from './RootLayout';
import { PageLoading } from './PageLoading';
import { RouteError } from './RouteError';

/** What each public route carries in react-router's `handle`: its title key (route.<title>). */
export interface RouteHandle {
  title: string;
}

const handle = (title: string): RouteHandle => ({ title });

/**
 * The router (hash mode). Public pages are routes of their own; every page inside
 * the main layout is resolved by the shell from the route table the guard built (local table
 * or `GET /router/getList`), so menus, tabs and access all work from that one table.
 * Pages load lazily so the sign-in page ships without the console.
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
          handle: handle('login'),
          lazy: async () => ({ Component: (await import('../features/login/LoginPage')).LoginPage }),
        },
        {
          path: '/register',
          handle: handle('register'),
          lazy: async () => ({ Component: (await import('../features/register/RegisterPage')).RegisterPage }),
        },
        {
          path: '/callback',
          handle: handle('callback'),
          lazy: async () => ({ Component: (await import('../features/callback/CallbackPage')).CallbackPage }),
        },
        {
          path: '/403',
          handle: handle('forbidden'),
          lazy: async () => ({ Component: (await import('../features/errors/ForbiddenPage')).ForbiddenPage }),
        },
        {
          path: '/404',
          handle: handle('notFound'),
          lazy: async () => ({ Component: (await import('../features/errors/NotFoundPage')).NotFoundPage }),
        },
        {
          // Everything else: the guard has sent unknown paths to /404 and forbidden ones to /403.
          id: 'shell',
          path: '*',
          lazy: async () => ({ Component: (await import('../shell/MainLayout')).MainLayout }),
        },
      ],
    },
  ]);
}

export type AppRouter = ReturnType<typeof createAppRouter>;
