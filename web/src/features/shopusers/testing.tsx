import { http } from 'msw';
import type { User } from '../../api/generated/model';
import { ok } from '../../test/harness';

/** The shop-user pages' fixtures (the harness every page test uses is src/test/harness.tsx). */
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
