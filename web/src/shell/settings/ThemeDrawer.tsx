import { useState } from 'react';
import { Button, Divider, Drawer, Flex, Select, Switch } from 'antd';
import { useTranslation } from 'react-i18next';
import { showSuccess } from '../../app/feedback';
import { useSettings } from './store';
import {
  BACKGROUNDS,
  COLUMN_STYLES,
  LAYOUTS,
  TABS_BAR_STYLES,
  THEME_NAMES,
  randomTheme,
  rules,
  type ThemeSettings,
} from './theme';

/** The drawer opens from the right, 280 px wide. */
const DRAWER_WIDTH = 280;

type BooleanKey = { [K in keyof ThemeSettings]: ThemeSettings[K] extends boolean ? K : never }[keyof ThemeSettings];

/** Theme drawer: every option with its rules; Save and Restore default. */
export function ThemeDrawer() {
  const { t } = useTranslation();
  const open = useSettings((state) => state.drawerOpen);
  const theme = useSettings((state) => state.theme);
  const device = useSettings((state) => state.device);
  const { setTheme, saveTheme, restoreTheme, setDrawerOpen } = useSettings.getState();

  const row = (label: string, control: React.ReactNode, testId: string) => (
    <Flex justify="space-between" align="center" className="shell-drawer-row" data-testid={testId}>
      <span>{label}</span>
      {control}
    </Flex>
  );
  const select = <K extends 'layout' | 'themeName' | 'background' | 'columnStyle' | 'tabsBarStyle'>(
    key: K,
    options: readonly ThemeSettings[K][],
    labels: Record<string, string>,
    disabled = false,
  ) => (
    <Select
      size="small"
      style={{ width: 130 }}
      value={theme[key]}
      disabled={disabled}
      data-testid={`theme-${key}`}
      popupMatchSelectWidth={false}
      options={options.map((value) => ({ value, label: labels[value] }))}
      onChange={(value) => setTheme({ [key]: value } as Partial<ThemeSettings>)}
    />
  );
  const toggle = (key: BooleanKey, disabled = false) => (
    <Switch size="small" checked={theme[key]} disabled={disabled} onChange={(checked) => setTheme({ [key]: checked })} />
  );
  const labels = (group: 'layouts' | 'themes' | 'backgrounds' | 'columnStyles' | 'tabsBarStyles') =>
    t(`themeDrawer.${group}`, { returnObjects: true }) as Record<string, string>;

  return (
    <Drawer
      open={open}
      onClose={() => setDrawerOpen(false)}
      placement="right"
      size={DRAWER_WIDTH}
      title={t('themeDrawer.title')}
      data-testid="theme-drawer"
      footer={
        <Flex gap="small" justify="flex-end">
          <Button onClick={restoreTheme} data-testid="theme-restore">
            {t('themeDrawer.restore')}
          </Button>
          <Button
            type="primary"
            data-testid="theme-save"
            onClick={() => {
              saveTheme();
              setDrawerOpen(false);
            }}
          >
            {t('themeDrawer.save')}
          </Button>
        </Flex>
      }
    >
      {row(t('themeDrawer.layout'), select('layout', LAYOUTS, labels('layouts'), rules.layoutDisabled(device)), 'row-layout')}
      {row(t('themeDrawer.themeName'), select('themeName', THEME_NAMES, labels('themes')), 'row-theme')}
      {row(
        t('themeDrawer.background'),
        select('background', BACKGROUNDS, labels('backgrounds'), rules.backgroundDisabled(theme)),
        'row-background',
      )}
      {rules.columnStyleShown(theme)
        ? row(t('themeDrawer.columnStyle'), select('columnStyle', COLUMN_STYLES, labels('columnStyles')), 'row-column-style')
        : null}
      <Divider size="small" />
      {row(t('themeDrawer.showTabs'), toggle('showTabs'), 'row-tabs')}
      {rules.tabsStyleShown(theme) ? (
        <>
          {row(t('themeDrawer.showTabsIcon'), toggle('showTabsIcon'), 'row-tabs-icon')}
          {row(t('themeDrawer.tabsBarStyle'), select('tabsBarStyle', TABS_BAR_STYLES, labels('tabsBarStyles')), 'row-tabs-style')}
        </>
      ) : null}
      <Divider size="small" />
      {row(t('themeDrawer.fixedHeader'), toggle('fixedHeader', rules.fixedHeaderDisabled(theme)), 'row-fixed-header')}
      {row(t('themeDrawer.showLanguage'), toggle('showLanguage'), 'row-language')}
      {row(t('themeDrawer.showProgressBar'), toggle('showProgressBar'), 'row-progress')}
      {row(t('themeDrawer.showRefresh'), toggle('showRefresh'), 'row-refresh')}
      {row(t('themeDrawer.showSearch'), toggle('showSearch'), 'row-search')}
      {row(t('themeDrawer.showNotice'), toggle('showNotice'), 'row-notice')}
      {row(t('themeDrawer.showFullScreen'), toggle('showFullScreen'), 'row-full-screen')}
    </Drawer>
  );
}

/** Randomises and saves; the loading indicator closes after 1 s. */
export function useRandomTheme(): [boolean, () => void] {
  const { t } = useTranslation();
  const [loading, setLoading] = useState(false);
  const run = () => {
    setLoading(true);
    const { theme, setTheme, saveTheme } = useSettings.getState();
    setTheme(randomTheme(theme));
    saveTheme();
    setTimeout(() => {
      setLoading(false);
      showSuccess(t('themeDrawer.random'));
    }, 1000);
  };
  return [loading, run];
}
