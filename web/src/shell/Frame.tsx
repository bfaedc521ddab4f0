import type { ReactNode, RefObject } from 'react';
import { Drawer } from 'antd';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { OPEN_FIRST_MENU } from '../config';
import { routeTitle } from '../app/routes/title';
import { firstPage } from '../app/routes/menu';
import type { AppRoute } from '../app/routes/model';
import { Breadcrumb } from './Breadcrumb';
import { Footer } from './Footer';
import { Icon } from './Icon';
import { Logo } from './Logo';
import { SideMenu } from './menu/SideMenu';
import { useMenuClick } from './menu/useMenuClick';
import { TabsBar } from './tabs/TabsBar';
import { TopBar } from './topbar/TopBar';
import { palette, type ColumnStyle, type Device, type LayoutName, type ThemeSettings } from './settings/theme';
import { useSettings } from './settings/store';
import type { Current } from './useCurrent';

export interface FrameProps {
  layout: LayoutName;
  theme: ThemeSettings;
  device: Device;
  collapse: boolean;
  current: Current;
  scroller: RefObject<HTMLDivElement | null>;
  children: ReactNode;
}

/**
 * The six layouts. `data-layout` names the one in effect; the menus carry test ids
 * (side-menu, top-menu, column-bar) so where the menu sits can be checked.
 */
export function Frame({ layout, theme, device, collapse, current, scroller, children }: FrameProps) {
  const colours = palette(theme.themeName);
  const dark = colours.dark;
  const background = theme.background === 'vab-background' && layout !== 'float' && layout !== 'horizontal';
  const mobile = device === 'mobile';
  const openKeys = current.chain.slice(0, -1).map((route) => route.path);
  const { toggleCollapse, setCollapse } = useSettings.getState();

  // Column and comprehensive layouts: the second level of the top-level entry in view.
  const first = useSettings((state) => state.extra.first) || current.first;
  const section = current.menus.find((route) => route.path === first);
  const secondLevel = section ? (section.children.length ? section.children : [section]) : [];

  const siderClass = `shell-sider${background ? ' shell-sider-background' : ''}${dark ? ' is-dark' : ' is-light'}`;
  const fullMenu = (mode: 'inline' | 'vertical', collapsed: boolean) => (
    <SideMenu
      testId="side-menu"
      routes={current.menus}
      mode={mode}
      collapsed={collapsed}
      selected={current.selected}
      open={openKeys}
      dark={dark}
    />
  );

  const header = (
    <header className="shell-header" data-testid="header">
      <button type="button" className="shell-tool shell-fold" data-testid="fold" onClick={toggleCollapse}>
        <Icon name={collapse ? 'menu-unfold-line' : 'menu-fold-line'} />
      </button>
      <Breadcrumb chain={current.chain} />
      <div style={{ flex: 1 }} />
      <TopBar />
    </header>
  );
  const tabs = theme.showTabs ? (
    <TabsBar barStyle={theme.tabsBarStyle} showIcon={theme.showTabsIcon} activePath={current.match?.pathname ?? ''} />
  ) : null;
  const fixed = theme.fixedHeader && layout !== 'common';
  const body = (top: ReactNode) => (
    <section className="shell-body">
      {fixed ? top : null}
      <div className="shell-scroll" ref={scroller} data-testid="scroller">
        {fixed ? null : top}
        <main className="shell-main">{children}</main>
        <Footer />
      </div>
    </section>
  );
  const style = {
    '--shell-primary': colours.primary,
    '--shell-menu-bg': colours.menuBg,
    '--shell-menu-text': colours.menuText,
  } as React.CSSProperties;
  const rootProps = { className: `shell shell-${layout}`, 'data-layout': layout, 'data-device': device, style };

  // On mobile the side bar is a drawer over the page (folded = closed).
  const mobileSider = (
    <Drawer
      placement="left"
      open={!collapse}
      onClose={() => setCollapse(true)}
      size={220}
      closable={false}
      styles={{ body: { padding: 0, background: colours.menuBg } }}
    >
      <div className={siderClass} style={{ width: '100%', height: '100%' }}>
        <Logo />
        {fullMenu('inline', false)}
      </div>
    </Drawer>
  );

  switch (layout) {
    case 'horizontal':
      return (
        <div {...rootProps}>
          <section className="shell-body">
            <header className={`shell-header shell-header-top${dark ? ' is-dark' : ' is-light'}`} data-testid="header">
              <Logo />
              <div className="shell-top-menu">
                <SideMenu
                  testId="top-menu"
                  routes={current.menus}
                  mode="horizontal"
                  selected={current.selected}
                  open={[]}
                  dark={dark}
                />
              </div>
              <TopBar />
            </header>
            {tabs}
            <div className="shell-scroll" ref={scroller} data-testid="scroller">
              <main className="shell-main">{children}</main>
              <Footer />
            </div>
          </section>
        </div>
      );
    case 'common':
      return (
        <div {...rootProps}>
          <header className={`shell-header shell-header-top${dark ? ' is-dark' : ' is-light'}`} data-testid="header">
            <Logo />
            <button type="button" className="shell-tool shell-fold" data-testid="fold" onClick={toggleCollapse}>
              <Icon name={collapse ? 'menu-unfold-line' : 'menu-fold-line'} />
            </button>
            <Breadcrumb chain={current.chain} />
            <div style={{ flex: 1 }} />
            <TopBar />
          </header>
          <div className="shell-row">
            <aside className={`${siderClass}${collapse ? ' is-collapsed' : ''}`}>{fullMenu('inline', collapse)}</aside>
            {body(tabs)}
          </div>
        </div>
      );
    case 'column':
      return (
        <div {...rootProps}>
          <ColumnBar style={theme.columnStyle} menus={current.menus} active={first} dark={dark} />
          {collapse ? null : (
            <aside className={`${siderClass} shell-column-sider`}>
              <div className="shell-column-title">{section ? routeTitle(section.meta.title) : ''}</div>
              <SideMenu
                testId="side-menu"
                routes={secondLevel}
                mode="inline"
                selected={current.selected}
                open={openKeys}
                dark={dark}
              />
            </aside>
          )}
          {body(
            <>
              {header}
              {tabs}
            </>,
          )}
        </div>
      );
    case 'comprehensive':
      return (
        <div {...rootProps}>
          <header className={`shell-header shell-header-top${dark ? ' is-dark' : ' is-light'}`} data-testid="header">
            <Logo />
            <FirstLevelTabs menus={current.menus} active={first} dark={dark} />
            <TopBar />
          </header>
          <div className="shell-row">
            <aside className={`${siderClass}${collapse ? ' is-collapsed' : ''}`}>
              <SideMenu
                testId="side-menu"
                routes={secondLevel}
                mode="inline"
                collapsed={collapse}
                selected={current.selected}
                open={openKeys}
                dark={dark}
              />
            </aside>
            {body(
              <>
                <header className="shell-header" data-testid="sub-header">
                  <button type="button" className="shell-tool shell-fold" data-testid="fold" onClick={toggleCollapse}>
                    <Icon name={collapse ? 'menu-unfold-line' : 'menu-fold-line'} />
                  </button>
                  <Breadcrumb chain={current.chain} />
                </header>
                {tabs}
              </>,
            )}
          </div>
        </div>
      );
    case 'float':
      return (
        <div {...rootProps}>
          <aside className={`shell-sider shell-float-sider${dark ? ' is-dark' : ' is-light'}`}>
            <Logo showTitle={false} />
            {fullMenu('inline', true)}
          </aside>
          {body(
            <>
              {header}
              {tabs}
            </>,
          )}
        </div>
      );
    default:
      // vertical (also the forced mobile layout)
      return (
        <div {...rootProps}>
          {mobile ? (
            mobileSider
          ) : (
            <aside className={`${siderClass}${collapse ? ' is-collapsed' : ''}`}>
              <Logo showTitle={!collapse} />
              {fullMenu('inline', collapse)}
            </aside>
          )}
          {body(
            <>
              {header}
              {tabs}
            </>,
          )}
        </div>
      );
  }
}

/** Column layout's first-level bar in one of the four column styles. */
function ColumnBar({ style, menus, active, dark }: { style: ColumnStyle; menus: AppRoute[]; active: string; dark: boolean }) {
  const onTop = useTopLevel();
  useTranslation();
  return (
    <nav className={`shell-column-bar shell-column-${style}${dark ? ' is-dark' : ' is-light'}`} data-testid="column-bar">
      <Logo showTitle={false} />
      {menus.map((route) => (
        <button
          type="button"
          key={route.path}
          className={`shell-column-item${route.path === active ? ' is-active' : ''}`}
          data-testid="column-item"
          data-path={route.path}
          onClick={() => onTop(route)}
        >
          <Icon name={route.meta.icon} className="shell-column-icon" />
          <span className="shell-column-text">{routeTitle(route.meta.title)}</span>
        </button>
      ))}
    </nav>
  );
}

/** Comprehensive layout: first-level routes as tabs in the header; the active one follows the route. */
function FirstLevelTabs({ menus, active, dark }: { menus: AppRoute[]; active: string; dark: boolean }) {
  const onTop = useTopLevel();
  useTranslation();
  return (
    <nav className={`shell-first-tabs${dark ? ' is-dark' : ' is-light'}`} data-testid="top-menu">
      {menus.map((route) => (
        <button
          type="button"
          key={route.path}
          className={`shell-first-tab${route.path === active ? ' is-active' : ''}`}
          data-testid="first-tab"
          data-path={route.path}
          onClick={() => onTop(route)}
        >
          <Icon name={route.meta.icon} style={{ marginRight: 4 }} />
          {routeTitle(route.meta.title)}
        </button>
      ))}
    </nav>
  );
}

/**
 * Choosing a top-level entry: a page opens (menu click rules); a section shows its menu and
 * opens its first page only when the open-first-menu option is on.
 */
function useTopLevel(): (route: AppRoute) => void {
  const navigate = useNavigate();
  const onRoute = useMenuClick();
  return (route: AppRoute) => {
    if (route.children.length === 0) {
      useSettings.getState().setFirst('');
      onRoute(route);
      return;
    }
    useSettings.getState().setFirst(route.path);
    if (OPEN_FIRST_MENU) void navigate(firstPage(route).path);
  };
}
