import { describe, expect, it } from 'vitest';
import { canOpen, filterRoutes, matches } from './access';
import { menuRoutes } from './menu';
import { matchPage, matchSection } from './match';
import { toAppRoutes, walk } from './model';
import { localRecords } from './build';
import { LOCAL_ROUTES } from './table';
import { zh } from '../../i18n/zh';
import { en } from '../../i18n/en';

const editor = { admin: false, roles: ['Editor'], permissions: ['read:system', 'write:system'] };
const admin = { admin: true, roles: ['Admin'], permissions: [] };
const names = (routes: { name: string; children: unknown[] }[]) => routes.map((r) => r.name);

describe('role and permission matching', () => {
  it.each([
    [['Editor'], ['Editor', 'Auditor'], 'oneOf', true],
    [['Editor'], ['Auditor'], 'oneOf', false],
    [['Editor'], ['Editor', 'Auditor'], 'allOf', false],
    [['Editor', 'Auditor'], ['Editor', 'Auditor'], 'allOf', true],
    [['Editor'], ['Editor'], 'except', false],
    [['Editor'], ['Auditor'], 'except', true],
    [['Editor'], [], 'oneOf', true],
  ] as const)('%j against %j in %s mode: %s', (held, wanted, mode, expected) => {
    expect(matches(held, wanted, mode)).toBe(expected);
  });

  it('guards by role with the route guardMode, and needs every listed permission', () => {
    expect(canOpen({ title: 'x', guard: ['Admin'] }, editor)).toBe(false);
    expect(canOpen({ title: 'x', guard: ['Admin'] }, admin)).toBe(true);
    expect(canOpen({ title: 'x', guard: ['Admin'], guardMode: 'except' }, editor)).toBe(true);
    expect(canOpen({ title: 'x', permissions: ['read:system'] }, editor)).toBe(true);
    expect(canOpen({ title: 'x', permissions: ['read:system', 'shop:user:read'] }, editor)).toBe(false);
    expect(canOpen({ title: 'x', permissions: ['shop:user:read'] }, admin)).toBe(true);
  });
});

describe('the route table', () => {
  const all = toAppRoutes(localRecords(true));

  it('resolves full paths, nested ones included', () => {
    expect(matchPage(all, '/goods/goods/pic')?.route.name).toBe('GoodsPic');
    expect(matchPage(all, '/order/detail/42')).toMatchObject({ params: { id: '42' } });
    expect(matchSection(all, '/')?.redirect).toBe('/index');
    expect(matchPage(all, '/nowhere')).toBeNull();
  });

  it('filters by role and permission, dropping sections left empty', () => {
    const mine = filterRoutes(all, editor);
    expect(names(mine)).not.toContain('Goods'); // guard Admin
    expect(names(mine)).not.toContain('ShopUser'); // every page needs shop:* codes
    expect(names(mine)).toContain('Setting');
    expect(names(walk(mine))).toContain('UserManagement');
    expect(names(walk(filterRoutes(all, admin)))).toContain('ShopUserGift');
    const clerk = filterRoutes(all, { admin: false, roles: [], permissions: ['shop:coupon:read'] });
    expect(names(walk(clerk)).filter((n) => n.startsWith('ShopUser'))).toEqual(['ShopUser', 'ShopUserCoupon']);
  });

  it('menus leave hidden routes out and promote levelHidden children', () => {
    const menu = menuRoutes(all);
    expect(names(menu)).not.toContain('Error'); // hidden section
    expect(names(menu)).not.toContain('Bind');
    expect(names(menu)).toContain('BindStore'); // levelHidden: the child takes its place
    const order = menu.find((r) => r.name === 'Order');
    expect(names(order?.children as never)).toEqual(['OrderList', 'OrderRefund']); // details are hidden
  });

  it('shows the demo sections only with the mock backend', () => {
    expect(names(toAppRoutes(localRecords(false)))).not.toContain('Vab');
    expect(names(all)).toEqual(expect.arrayContaining(['Mall', 'Vab']));
  });

  it('has a caption in both languages for every title', () => {
    for (const route of walk(toAppRoutes(LOCAL_ROUTES))) {
      expect(zh.route, route.name).toHaveProperty(route.meta.title);
      expect(en.route, route.name).toHaveProperty(route.meta.title);
    }
  });
});
