export const LAYOUTS = ['column', 'comprehensive', 'vertical', 'horizontal', 'common', 'float'] as const;
export type LayoutName = (typeof LAYOUTS)[number];

export const THEME_NAMES = ['blue-black', 'blue-white', 'green-black', 'green-white', 'red-black', 'red-white', 'ocean'] as const;
export type ThemeName = (typeof THEME_NAMES)[number];

export const BACKGROUNDS = ['none', 'vab-background'] as const;
type Background = (typeof BACKGROUNDS)[number];

export const COLUMN_STYLES = ['vertical', 'horizontal', 'card', 'arrow'] as const;
export type ColumnStyle = (typeof COLUMN_STYLES)[number];

export const TABS_BAR_STYLES = ['card', 'smart', 'smooth'] as const;
export type TabsBarStyle = (typeof TABS_BAR_STYLES)[number];

export interface ThemeSettings {
  layout: LayoutName;
  themeName: ThemeName;
  background: Background;
  columnStyle: ColumnStyle;
  fixedHeader: boolean;
  showProgressBar: boolean;
  showTabs: boolean;
  tabsBarStyle: TabsBarStyle;
  showTabsIcon: boolean;
  showLanguage: boolean;
  showRefresh: boolean;
  showSearch: boolean;
  showTheme: boolean;
  showNotice: boolean;
  showFullScreen: boolean;
  showThemeSetting: boolean;
}

/** Theme defaults, exactly. */
export const DEFAULT_THEME: Readonly<ThemeSettings> = Object.freeze({
  layout: 'column',
  themeName: 'red-black',
  background: 'none',
  columnStyle: 'card',
  fixedHeader: true,
  showProgressBar: true,
  showTabs: false,
  tabsBarStyle: 'smooth',
  showTabsIcon: true,
  showLanguage: false,
  showRefresh: true,
  showSearch: false,
  showTheme: false,
  showNotice: false,
  showFullScreen: true,
  showThemeSetting: false,
});

export interface Palette {
  primary: string;
  /** Menu (side bar / column) colours. */
  menuBg: string;
  menuText: string;
  menuActiveBg: string;
  menuActiveText: string;
  dark: boolean;
}

const colours = { blue: '#1890ff', green: '#41b584', red: '#f34d37' } as const;

/** The seven themes: primary colour + dark ("black") or light ("white") menus; ocean is a blue gradient. */
export function palette(name: ThemeName): Palette {
  if (name === 'ocean') {
    return {
      primary: '#1890ff',
      menuBg: 'linear-gradient(180deg, #1c3a6e 0%, #125891 60%, #0f7fb8 100%)',
      menuText: 'rgba(255,255,255,0.85)',
      menuActiveBg: 'rgba(255,255,255,0.18)',
      menuActiveText: '#fff',
      dark: true,
    };
  }
  const [hue, tone] = name.split('-') as [keyof typeof colours, 'black' | 'white'];
  const primary = colours[hue];
  return tone === 'black'
    ? { primary, menuBg: '#282c34', menuText: 'rgba(255,255,255,0.75)', menuActiveBg: primary, menuActiveText: '#fff', dark: true }
    : { primary, menuBg: '#ffffff', menuText: 'rgba(0,0,0,0.85)', menuActiveBg: `${primary}1a`, menuActiveText: primary, dark: false };
}

/** Drawer rules: what each option depends on. */
export const rules = {
  /** Layout is forced to vertical on mobile. */
  layoutDisabled: (device: Device) => device === 'mobile',
  backgroundDisabled: (t: ThemeSettings) => t.layout === 'float' || t.layout === 'horizontal',
  tabsStyleShown: (t: ThemeSettings) => t.showTabs,
  columnStyleShown: (t: ThemeSettings) => t.layout === 'column',
  fixedHeaderDisabled: (t: ThemeSettings) => t.layout === 'common',
};

export type Device = 'desktop' | 'mobile';

const pick = <T extends string>(options: readonly T[]) => options[Math.floor(Math.random() * options.length)];

/** Random theme: a random theme name, menu background and column style. */
export function randomTheme(current: ThemeSettings): ThemeSettings {
  return {
    ...current,
    themeName: pick(THEME_NAMES),
    background: rules.backgroundDisabled(current) ? current.background : pick(BACKGROUNDS),
    columnStyle: pick(COLUMN_STYLES),
  };
}

/** Reads a stored theme, keeping only known values (a stale or edited entry must not break the console). */
export function sanitize(value: unknown): ThemeSettings {
  const out: ThemeSettings = { ...DEFAULT_THEME };
  if (typeof value !== 'object' || value === null) return out;
  const v = value as Record<string, unknown>;
  const oneOf = <T extends string>(key: keyof ThemeSettings, options: readonly T[]) => {
    if (options.includes(v[key] as T)) (out as unknown as Record<string, unknown>)[key] = v[key];
  };
  oneOf('layout', LAYOUTS);
  oneOf('themeName', THEME_NAMES);
  oneOf('background', BACKGROUNDS);
  oneOf('columnStyle', COLUMN_STYLES);
  oneOf('tabsBarStyle', TABS_BAR_STYLES);
  for (const key of Object.keys(DEFAULT_THEME) as (keyof ThemeSettings)[]) {
    if (typeof DEFAULT_THEME[key] === 'boolean' && typeof v[key] === 'boolean') {
      (out as unknown as Record<string, unknown>)[key] = v[key];
    }
  }
  return out;
}
