import { describe, expect, it } from 'vitest';
import { DEFAULT_THEME, palette, randomTheme, rules, sanitize, THEME_NAMES } from './theme';
import { effectiveLayout, THEME_STORAGE_KEY, useSettings } from './store';

describe('theme settings', () => {
  it('drawer rules: background off for float and horizontal, column style for column, tab style with tabs, fixed header not for common', () => {
    expect(rules.backgroundDisabled({ ...DEFAULT_THEME, layout: 'float' })).toBe(true);
    expect(rules.backgroundDisabled({ ...DEFAULT_THEME, layout: 'horizontal' })).toBe(true);
    expect(rules.backgroundDisabled({ ...DEFAULT_THEME, layout: 'vertical' })).toBe(false);
    expect(rules.columnStyleShown({ ...DEFAULT_THEME, layout: 'vertical' })).toBe(false);
    expect(rules.tabsStyleShown(DEFAULT_THEME)).toBe(false);
    expect(rules.fixedHeaderDisabled({ ...DEFAULT_THEME, layout: 'common' })).toBe(true);
    expect(rules.layoutDisabled('mobile')).toBe(true);
    expect(effectiveLayout({ ...DEFAULT_THEME, layout: 'horizontal' }, 'mobile')).toBe('vertical');
    expect(effectiveLayout({ ...DEFAULT_THEME, layout: 'horizontal' }, 'desktop')).toBe('horizontal');
  });

  it('seven themes, each with its own primary colour and menu', () => {
    expect(THEME_NAMES).toHaveLength(7);
    expect(palette('red-black')).toMatchObject({ dark: true });
    expect(palette('green-white')).toMatchObject({ dark: false });
    expect(palette('blue-black').primary).not.toBe(palette('red-black').primary);
  });

  it('save keeps the theme in local storage; restore brings the defaults back', () => {
    const { setTheme, saveTheme, restoreTheme } = useSettings.getState();
    setTheme({ layout: 'float', showTabs: true });
    expect(localStorage.getItem(THEME_STORAGE_KEY)).toBeNull(); // live, not yet saved
    saveTheme();
    expect(sanitize(JSON.parse(localStorage.getItem(THEME_STORAGE_KEY) ?? '{}'))).toMatchObject({ layout: 'float', showTabs: true });
    restoreTheme();
    expect(useSettings.getState().theme).toEqual(DEFAULT_THEME);
    expect(localStorage.getItem(THEME_STORAGE_KEY)).toBeNull();
  });

  it('a stored theme with unknown values falls back to the defaults for those', () => {
    expect(sanitize({ layout: 'diagonal', themeName: 'ocean', showTabs: 'yes' })).toEqual({ ...DEFAULT_THEME, themeName: 'ocean' });
  });

  it('random theme keeps the layout and picks known values', () => {
    const next = randomTheme({ ...DEFAULT_THEME, layout: 'float' });
    expect(next.layout).toBe('float');
    expect(THEME_NAMES).toContain(next.themeName);
    expect(next.background).toBe('none'); // not offered for float
  });
});
