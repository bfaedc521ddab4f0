import type { ReactElement } from 'react';
import { http, HttpResponse, type JsonBodyType } from 'msw';
import { useSession } from '../../session/store';
import { userInfo } from '../../test/envelopes';
import { renderPage as renderWithProviders } from '../../test/renderPage';
import type { User } from '../../api/generated/model';

/** Renders one shop-user page at `path` with the console's providers and a router. */
export function renderPage(page: ReactElement, path = '/') {
  return renderWithProviders(page, path, { delay: null });
}

/** Signs in a staff member holding exactly `permissions` (no Admin role). */
export function signInWith(...permissions: string[]) {
  useSession.getState().setToken('tok');
  useSession.getState().setUserInfo(userInfo({ roles: ['Clerk'], permissions }));
}

export const ok = (data: JsonBodyType) => HttpResponse.json({ code: 200, msg: 'success', data });

export function sampleUser(over: Partial<User> = {}): User {
  return {
    id: 10001, sn: 'U2026000001', nickname: '王芳', avatar: '', mobile: '13812345678', sex: 2, levelId: 2, levelName: '白银会员',
    groupId: 0, balance: '20.00', points: 100, growth: 600, earnings: '0.00', totalOrderAmount: '300.00', disabled: false,
    remark: '', registeredAt: '2026-03-01T02:00:00Z', lastLoginAt: null, ...over,
  };
}

export const levelsHandler = http.get('*/api/admin/userLevel/index', () =>
  ok({
    list: [
      { id: 1, name: '普通会员', growthValue: 0, discount: '10', privilege: '', image: '', backgroundImage: '', sort: 1, userCount: 10 },
      { id: 2, name: '白银会员', growthValue: 500, discount: '9.8', privilege: '', image: '', backgroundImage: '', sort: 2, userCount: 3 },
      { id: 3, name: '黄金会员', growthValue: 2000, discount: '9.5', privilege: '', image: '', backgroundImage: '', sort: 3, userCount: 1 },
    ],
    total: 3,
  }),
);
