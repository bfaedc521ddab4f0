import { useCallback } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { isExternal } from '../../shared/validate';
import { useSettings } from '../settings/store';
import { useTabs } from '../tabs/store';
import { startReloadProgress } from '../progress';
import type { AppRoute } from '../../app/routes/model';

/**
 * Menu item click: dynamicNewTab opens a new window; an external link navigates away;
 * the current route reloads; another route navigates, first folding the side bar on mobile.
 */
export function useMenuClick(): (route: AppRoute) => void {
  const navigate = useNavigate();
  const { pathname } = useLocation();
  return useCallback(
    (route: AppRoute) => {
      const target = route.path;
      if (isExternal(target)) {
        if (route.meta.dynamicNewTab) window.open(target, '_blank', 'noopener');
        else window.location.href = target;
        return;
      }
      if (route.meta.dynamicNewTab) {
        window.open(`${window.location.pathname}#${target}`, '_blank', 'noopener');
        return;
      }
      if (target === pathname) {
        startReloadProgress();
        useTabs.getState().reload(target);
        return;
      }
      const settings = useSettings.getState();
      if (settings.device === 'mobile' && !settings.collapse) settings.setCollapse(true);
      void navigate(target);
    },
    [navigate, pathname],
  );
}
