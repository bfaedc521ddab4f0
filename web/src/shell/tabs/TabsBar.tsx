import { Dropdown, Tabs, type MenuProps } from 'antd';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { routeTitle } from '../../app/routes/title';
import { Icon } from '../Icon';
import { startReloadProgress } from '../progress';
import { useTabs } from './store';
import { closable, closeTabs, nextAfterClose, type CloseAction, type VisitedTab } from './tabsLogic';
import { confirmLeave } from '../../shared/form/leaveGuard';
import type { TabsBarStyle } from '../settings/theme';

/**
 * Tab bar: the visited pages. Clicking the active tab reloads it; the context menu
 * closes others, left, right or all; home is never closable; closing the active tab goes to
 * the last remaining one, or / when none remain.
 */
export function TabsBar({ barStyle, showIcon, activePath }: { barStyle: TabsBarStyle; showIcon: boolean; activePath: string }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const visited = useTabs((state) => state.visited);

  // Closing or reloading the shown page drops its unsaved form changes: ask first.
  const close = async (path: string, action: CloseAction) => {
    const closesShown = !closeTabs(useTabs.getState().visited, path, action).some((t) => t.path === activePath);
    if (closesShown && !(await confirmLeave())) return;
    const remaining = useTabs.getState().close(path, action);
    const next = nextAfterClose(remaining, activePath);
    if (next) void navigate(next);
  };

  const reload = async (path: string) => {
    if (path === activePath && !(await confirmLeave())) return;
    startReloadProgress();
    useTabs.getState().reload(path);
  };

  const contextMenu = (tab: VisitedTab, index: number): MenuProps => ({
    items: [
      { key: 'reload', label: t('tabs.reload'), icon: <Icon name="refresh-line" /> },
      { key: 'others', label: t('tabs.closeOthers'), icon: <Icon name="close-line" /> },
      { key: 'left', label: t('tabs.closeLeft'), icon: <Icon name="arrow-left-line" />, disabled: index === 0 },
      {
        key: 'right',
        label: t('tabs.closeRight'),
        icon: <Icon name="arrow-right-line" />,
        disabled: index === visited.length - 1,
      },
      { key: 'all', label: t('tabs.closeAll'), icon: <Icon name="close-circle-line" /> },
    ],
    onClick: ({ key, domEvent }) => {
      domEvent.stopPropagation();
      if (key === 'reload') {
        if (tab.path !== activePath) void navigate(tab.fullPath);
        void reload(tab.path);
      } else void close(tab.path, key as CloseAction);
    },
  });

  return (
    <div className={`shell-tabs shell-tabs-${barStyle}`} data-testid="tabs-bar">
      <Tabs
        type="editable-card"
        hideAdd
        size="small"
        activeKey={activePath}
        onTabClick={(key) => {
          if (key === activePath) {
            void reload(key);
            return;
          }
          const tab = visited.find((v) => v.path === key);
          if (tab) void navigate(tab.fullPath);
        }}
        onEdit={(key, action) => {
          if (action === 'remove' && typeof key === 'string') void close(key, 'self');
        }}
        items={visited.map((tab, index) => ({
          key: tab.path,
          closable: closable(tab),
          label: (
            <Dropdown menu={contextMenu(tab, index)} trigger={['contextMenu']}>
              <span className="shell-tab-label" data-testid="tab" data-path={tab.path}>
                {showIcon && (tab.meta.icon || tab.parentIcon) ? (
                  <Icon name={tab.meta.icon ?? tab.parentIcon} style={{ marginRight: 4 }} />
                ) : null}
                {routeTitle(tab.meta.title)}
              </span>
            </Dropdown>
          ),
        }))}
      />
    </div>
  );
}
