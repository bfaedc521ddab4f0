import { redirect, type LoaderFunctionArgs } from 'react-router';
import type { QueryClient } from '@tanstack/react-query';
import { useSession } from '../session/store';
import { loadUserInfo } from '../session/userInfo';
import { loginPath } from './navigation';
import { buildRoutes } from './routes/build';
import { matchPage, matchSection } from './routes/match';
import { firstPage } from './routes/menu';
import { useRoutes } from './routes/store';
import type { AppRoute } from './routes/model';

/** Reachable without signing in. */
const PUBLIC_PATHS: ReadonlySet<string> = new Set(['/login', '/register', '/callback', '/403', '/404']);

/**
 * The navigation guard, run as the root loader before every navigation.
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
    if (!loaded || !useRoutes.getState().built) {
      try {
        const info = loaded ? useSession.getState() : await loadUserInfo(queryClient);
        const admin = info.roles.includes('Admin');
        const built = await buildRoutes(queryClient, { admin, roles: info.roles, permissions: info.permissions });
        useRoutes.getState().setRoutes(built.routes, built.known);
      } catch (error) {
        console.error('route guard: could not load the signed-in user', error);
        useSession.getState().reset();
        throw redirect(loginPath(path + url.search));
      }
    }
    if (PUBLIC_PATHS.has(path)) return null;
    const target = resolve(path);
    if (target !== path) throw redirect(target + (target === path ? url.search : ''));
    return null;
  };
}

/**
 * Where a signed-in user at `path` ends up: the path itself when it is one of their pages, a
 * section's redirect, /403 for a page they may not open, /404 for anything else.
 */
function resolve(path: string): string {
  const { routes, known } = useRoutes.getState();
  if (matchPage(routes, path)) return path;
  const section = matchSection(routes, path);
  if (section) return sectionTarget(routes, section);
  if (matchPage(known, path) || matchSection(known, path)) return '/403';
  return '/404';
}

function sectionTarget(routes: AppRoute[], section: AppRoute): string {
  if (section.redirect && matchPage(routes, section.redirect)) return section.redirect;
  const page = firstPage(section);
  return page === section ? '/404' : page.path;
}
