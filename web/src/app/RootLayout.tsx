import { Outlet } from 'react-router';
import { usePageTitle } from './usePageTitle';

/** Wraps every route: the place for what follows each navigation (title now, progress bar later). */
export function RootLayout() {
  usePageTitle();
  return <Outlet />;
}
