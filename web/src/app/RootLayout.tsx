import { useEffect } from 'react';
import { Outlet, useNavigation } from 'react-router';
import { usePageTitle } from './usePageTitle';
import { doneProgress, startProgress } from '../shell/progress';

/** Wraps every route: what follows each navigation (title, progress bar). */
export function RootLayout() {
  usePageTitle();
  const navigation = useNavigation();
  useEffect(() => {
    if (navigation.state === 'idle') doneProgress();
    else startProgress();
  }, [navigation.state]);
  return <Outlet />;
}
