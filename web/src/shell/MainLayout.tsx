import { useEffect, useLayoutEffect, useMemo, useRef } from 'react';
import { ConfigProvider, theme as antdTheme } from 'antd';
import { useLocation } from 'react-router';
import 'remixicon/fonts/remixicon.css';
import './shell.css';
import { useRoutes } from '../app/routes/store';
import { walk } from '../app/routes/model';
import { Frame } from './Frame';
import { PageViews } from './PageViews';
import { ThemeDrawer } from './settings/ThemeDrawer';
import { ThemeSettingPanel } from './settings/ThemeSettingPanel';
import { effectiveLayout, useSettings } from './settings/store';
import { palette } from './settings/theme';
import { useTabs } from './tabs/store';
import type { VisitedTab } from './tabs/tabsLogic';
import { useCurrent } from './useCurrent';
import { useResponsive } from './useResponsive';
import { captureUncaughtErrors } from './errorLog';
import { LeaveGuard } from '../shared/form/LeaveGuard';

/**
 * The frame of every signed-in page: one of six layouts with menus, top bar,
 * breadcrumb, tabs and footer around the kept-alive page views.
 */
export function MainLayout() {
  useResponsive();
  const location = useLocation();
  const current = useCurrent();
  const routes = useRoutes((state) => state.routes);
  const theme = useSettings((state) => state.theme);
  const device = useSettings((state) => state.device);
  const collapse = useSettings((state) => state.collapse);
  const scroller = useRef<HTMLDivElement>(null);
  const layout = effectiveLayout(theme, device);
  const colours = palette(theme.themeName);

  useEffect(() => captureUncaughtErrors(), []);

  // The home tab (noClosable) is always the first tab.
  useLayoutEffect(() => {
    const tabs = useTabs.getState();
    for (const route of walk(routes)) {
      if (route.meta.noClosable && !route.children.length && !tabs.visited.some((t) => t.path === route.path)) {
        useTabs.setState((state) => ({ visited: [tabOf(route.path, route.path, {}, {}, route, undefined), ...state.visited] }));
      }
    }
  }, [routes]);

  // Record the visit: tab list and keep-alive cache.
  useLayoutEffect(() => {
    if (!current.match) return;
    const query = Object.fromEntries(new URLSearchParams(location.search));
    const parent = current.chain.at(-2);
    useTabs
      .getState()
      .visit(
        tabOf(current.match.pathname, location.pathname + location.search, query, current.match.params, {
          ...current.match.route,
          // A section that is not kept alive (/goods) is not, for all its pages.
          meta: { ...current.match.route.meta, noKeepAlive: current.chain.some((r) => r.meta.noKeepAlive) },
        }, parent?.meta.icon),
      );
  }, [current, location.pathname, location.search]);

  // The top-level entry follows the route (column and comprehensive layouts).
  // biome-ignore lint/correctness/useExhaustiveDependencies: a change of the route's first level is the trigger
  useEffect(() => useSettings.getState().setFirst(''), [current.first]);

  const tokens = useMemo(
    () => ({
      token: { colorPrimary: colours.primary },
      components: {
        Menu: {
          darkItemBg: 'transparent',
          darkSubMenuItemBg: 'transparent',
          darkPopupBg: '#282c34',
          darkItemSelectedBg: colours.primary,
          itemBg: 'transparent',
          subMenuItemBg: 'transparent',
        },
      },
      algorithm: antdTheme.defaultAlgorithm,
    }),
    [colours.primary],
  );

  return (
    <ConfigProvider theme={tokens}>
      <Frame layout={layout} theme={theme} device={device} collapse={collapse} current={current} scroller={scroller}>
        {current.match ? <PageViews match={current.match} scroller={scroller} /> : null}
      </Frame>
      <ThemeDrawer />
      <LeaveGuard />
      {theme.showThemeSetting ? <ThemeSettingPanel /> : null}
    </ConfigProvider>
  );
}

function tabOf(
  path: string,
  fullPath: string,
  query: Record<string, string>,
  params: Record<string, string>,
  route: { name: string; parents: string[]; meta: VisitedTab['meta'] },
  parentIcon: string | undefined,
): VisitedTab {
  return { path, fullPath, query, params, name: route.name, matched: [...route.parents, route.name], parentIcon, meta: route.meta };
}

export default MainLayout;
