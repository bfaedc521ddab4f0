import { useEffect } from 'react';
import { useLocation, useMatches } from 'react-router';
import { useTranslation } from 'react-i18next';
import { pageTitle } from './routes/title';
import { matchPage } from './routes/match';
import { useRoutes } from './routes/store';
import type { RouteHandle } from './router';

function handleTitle(handle: unknown): string | undefined {
  return typeof handle === 'object' && handle !== null && 'title' in handle
    ? (handle as RouteHandle).title
    : undefined;
}

/** After each navigation (and language change) the title follows the route's title. */
export function usePageTitle(): void {
  const matches = useMatches();
  const { pathname } = useLocation();
  const routes = useRoutes((state) => state.routes);
  const { i18n } = useTranslation();
  const title =
    matches.map((match) => handleTitle(match.handle)).filter((t) => t !== undefined).at(-1) ??
    matchPage(routes, pathname)?.route.meta.title;

  // biome-ignore lint/correctness/useExhaustiveDependencies: the title is translated, so it follows the language too
  useEffect(() => {
    document.title = pageTitle(title);
  }, [title, i18n.language]);
}
