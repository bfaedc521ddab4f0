import { create } from 'zustand';
import { DEFAULT_THEME, sanitize, type Device, type ThemeSettings } from './theme';

/** Saved theme, collapse flag (language: i18n/index.ts) in local storage. */
export const THEME_STORAGE_KEY = 'shop-theme';
const COLLAPSE_STORAGE_KEY = 'shop-collapse';

function readJson(key: string): unknown {
  try {
    return JSON.parse(localStorage.getItem(key) ?? 'null');
  } catch {
    return null;
  }
}

interface SettingsState {
  /** The theme in effect (the drawer edits it live; Save keeps it). */
  theme: ThemeSettings;
  device: Device;
  collapse: boolean;
  /** `extra`: the first-level menu the column and comprehensive layouts show. */
  extra: { first: string };
  drawerOpen: boolean;
  setTheme(patch: Partial<ThemeSettings>): void;
  saveTheme(): void;
  restoreTheme(): void;
  setDevice(device: Device): void;
  setCollapse(collapse: boolean): void;
  toggleCollapse(): void;
  setFirst(first: string): void;
  setDrawerOpen(open: boolean): void;
}

export const useSettings = create<SettingsState>()((set, get) => ({
  theme: sanitize(readJson(THEME_STORAGE_KEY)),
  device: 'desktop',
  collapse: readJson(COLLAPSE_STORAGE_KEY) === true,
  extra: { first: '' },
  drawerOpen: false,
  setTheme: (patch) => set((state) => ({ theme: { ...state.theme, ...patch } })),
  saveTheme: () => localStorage.setItem(THEME_STORAGE_KEY, JSON.stringify(get().theme)),
  restoreTheme: () => {
    localStorage.removeItem(THEME_STORAGE_KEY);
    set({ theme: { ...DEFAULT_THEME } });
  },
  setDevice: (device) => set({ device }),
  setCollapse: (collapse) => {
    localStorage.setItem(COLLAPSE_STORAGE_KEY, JSON.stringify(collapse));
    set({ collapse });
  },
  toggleCollapse: () => get().setCollapse(!get().collapse),
  setFirst: (first) => set({ extra: { first } }),
  setDrawerOpen: (drawerOpen) => set({ drawerOpen }),
}));

/** On mobile the layout is forced to vertical (the chosen one returns on widening). */
export function effectiveLayout(theme: ThemeSettings, device: Device) {
  return device === 'mobile' ? 'vertical' : theme.layout;
}
