import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, screen } from '@testing-library/react';
import { renderPage } from '../../test/renderPage';
import { ThemeSettingPanel } from './ThemeSettingPanel';
import { THEME_STORAGE_KEY, useSettings } from './store';
import { DEFAULT_THEME } from './theme';

describe('random theme (theme-setting side panel)', () => {
  beforeEach(() => {
    useSettings.setState({ theme: { ...DEFAULT_THEME } });
    vi.useFakeTimers();
    // pick() takes the last option of every list.
    vi.spyOn(Math, 'random').mockReturnValue(0.99);
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.restoreAllMocks();
    useSettings.setState({ theme: { ...DEFAULT_THEME } });
  });

  it('randomises and saves the theme, and the loading closes after 1 s', () => {
    renderPage(<ThemeSettingPanel />);
    const button = screen.getByRole('button', { name: 'Random theme' });

    fireEvent.click(button);

    const expected = { ...DEFAULT_THEME, themeName: 'ocean', background: 'vab-background', columnStyle: 'arrow' };
    expect(useSettings.getState().theme).toEqual(expected);
    expect(JSON.parse(localStorage.getItem(THEME_STORAGE_KEY) ?? 'null')).toEqual(expected);
    expect(button).toHaveAttribute('aria-busy', 'true');
    expect(button.querySelector('.ant-spin')).not.toBeNull();

    act(() => vi.advanceTimersByTime(999));
    expect(button).toHaveAttribute('aria-busy', 'true');
    expect(screen.queryByText('Random theme')).toBeNull();

    act(() => vi.advanceTimersByTime(1));
    expect(button).toHaveAttribute('aria-busy', 'false');
    expect(button.querySelector('.ant-spin')).toBeNull();
    expect(screen.getByText('Random theme')).toBeInTheDocument();
  });

  it('leaves the layout alone and keeps the menu background where the layout forbids one', () => {
    useSettings.getState().setTheme({ layout: 'horizontal' });
    renderPage(<ThemeSettingPanel />);

    fireEvent.click(screen.getByRole('button', { name: 'Random theme' }));

    expect(useSettings.getState().theme).toMatchObject({ layout: 'horizontal', themeName: 'ocean', background: 'none' });
    act(() => vi.advanceTimersByTime(1000));
  });
});
