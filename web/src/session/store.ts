import { create } from 'zustand';
import { persist, type PersistStorage } from 'zustand/middleware';
import type { UserInfo } from '../api/generated/model';

/** The token lives in local storage as `shop-token` (the raw string, as the original console stored it). */
export const TOKEN_STORAGE_KEY = 'shop-token';

/** Shop settings from user info that other pages read from local storage. */
const SHOP_STORAGE_KEYS = {
  promotionId: 'promotion_id',
  ispId: 'isp_id',
  cainiao: 'cainiao',
} as const;

const ADMIN_ROLE = 'Admin';

interface SessionData {
  token: string | null;
  username: string;
  avatar: string;
  roles: string[];
  permissions: string[];
  /** Role Admin grants everything. */
  admin: boolean;
  /** User info was loaded for the current token; the guard loads it once per page load. */
  loaded: boolean;
}

interface SessionActions {
  setToken(token: string): void;
  setUserInfo(info: UserInfo): void;
  /** Back to guest: clears the token, the user and the shop keys in local storage. */
  reset(): void;
}

export type SessionState = SessionData & SessionActions;

const GUEST: SessionData = {
  token: null,
  username: '',
  avatar: '',
  roles: [],
  permissions: [],
  admin: false,
  loaded: false,
};

type Persisted = Pick<SessionData, 'token'>;

// Only the token survives a reload, stored as a plain string rather than zustand's JSON
// wrapper; user info is fetched again by the guard: a visit after a reload
// (the first visit of a tab) always asks the server who is signed in.
const tokenStorage: PersistStorage<Persisted> = {
  getItem: () => ({ state: { token: localStorage.getItem(TOKEN_STORAGE_KEY) }, version: 0 }),
  setItem: (_name, value) => {
    if (value.state.token) localStorage.setItem(TOKEN_STORAGE_KEY, value.state.token);
    else localStorage.removeItem(TOKEN_STORAGE_KEY);
  },
  removeItem: () => localStorage.removeItem(TOKEN_STORAGE_KEY),
};

function storeShopKeys(info: UserInfo): void {
  const put = (key: string, value: string | null | undefined) =>
    value == null ? localStorage.removeItem(key) : localStorage.setItem(key, value);
  put(SHOP_STORAGE_KEYS.promotionId, info.promotion_id);
  put(SHOP_STORAGE_KEYS.ispId, info.isp_id);
  put(SHOP_STORAGE_KEYS.cainiao, info.cainiao_config == null ? '0' : '1');
}

function clearShopKeys(): void {
  for (const key of Object.values(SHOP_STORAGE_KEYS)) localStorage.removeItem(key);
}

export const useSession = create<SessionState>()(
  persist(
    (set) => ({
      ...GUEST,
      setToken: (token) => set({ token }),
      setUserInfo: (info) => {
        storeShopKeys(info);
        set({
          username: info.username,
          avatar: info.avatar,
          roles: info.roles,
          permissions: info.permissions,
          admin: info.roles.includes(ADMIN_ROLE),
          loaded: true,
        });
      },
      reset: () => {
        clearShopKeys();
        set(GUEST);
      },
    }),
    {
      name: TOKEN_STORAGE_KEY,
      storage: tokenStorage,
      partialize: (state) => ({ token: state.token }),
    },
  ),
);

