import { redirect, type LoaderFunctionArgs } from 'react-router';
import type { QueryClient } from '@tanstack/react-query';
import { useSession } from '../session/store';
import { loadUserInfo } from '../session/userInfo';
import { loginPath } from './navigation';

/** Spec §2: reachable without signing in. */
export const PUBLIC_PATHS: ReadonlySet<string> = new Set(['/login', '/register', '/callback', '/403', '/404']);

/**
 * The navigation guard of spec §4, run as the root loader before every navigation.
 * Throws react-router redirects; resolves with nothing when the page may open.
 */
export function createGuard(queryClient: QueryClient) {
  return async function guard({ request }: LoaderFunctionArgs): Promise<null> {
    const url = new URL(request.url);
    const path = url.pathname;

    const urlToken = url.searchParams.get('token');
    if (urlToken) {
      const session = useSession.getState();
      if (urlToken !== session.token) {
        session.reset();
        session.setToken(urlToken);
      }
      // Keep the token out of the address bar and the history.
      url.searchParams.delete('token');
      throw redirect(path + url.search);
    }

    const { token, loaded } = useSession.getState();
    if (!token) {
      if (PUBLIC_PATHS.has(path)) return null;
      throw redirect(loginPath(path + url.search));
    }
    if (path === '/login') throw redirect('/');
    if (!loaded) {
      try {
        await loadUserInfo(queryClient);
      } catch (error) {
        console.error('route guard: could not load the signed-in user', error);
        useSession.getState().reset();
        throw redirect(loginPath(path + url.search));
      }
    }
    return null;
  };
}
