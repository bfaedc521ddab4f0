import { Button, Flex, Spin, Tooltip } from 'antd';
import { useTranslation } from 'react-i18next';
import { Icon } from '../Icon';
import { useSettings } from './store';
import { useRandomTheme } from './ThemeDrawer';

/**
 * Theme-setting side panel (showThemeSetting): open the drawer, random theme, clear
 * cache. The template vendor's 'buy source code' and 'copy source' actions are left out.
 */
export function ThemeSettingPanel() {
  const { t } = useTranslation();
  const [loading, random] = useRandomTheme();
  return (
    <Flex vertical gap={8} className="shell-theme-panel" data-testid="theme-panel">
      <Tooltip title={t('themeDrawer.openDrawer')} placement="left">
        <Button
          shape="circle"
          aria-label={t('themeDrawer.openDrawer')}
          icon={<Icon name="palette-line" />}
          onClick={() => useSettings.getState().setDrawerOpen(true)}
        />
      </Tooltip>
      <Tooltip title={t('themeDrawer.random')} placement="left">
        <Button
          shape="circle"
          aria-label={t('themeDrawer.random')}
          aria-busy={loading}
          icon={loading ? <Spin size="small" /> : <Icon name="shuffle-line" />}
          onClick={random}
        />
      </Tooltip>
      <Tooltip title={t('themeDrawer.clearCache')} placement="left">
        <Button
          shape="circle"
          aria-label={t('themeDrawer.clearCache')}
          icon={<Icon name="delete-bin-line" />}
          onClick={() => {
            localStorage.clear();
            window.location.reload();
          }}
        />
      </Tooltip>
    </Flex>
  );
}
