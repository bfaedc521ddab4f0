import { http } from 'msw';
import type { Category, Goods } from '../../api/generated/model';
import { ok } from '../../test/harness';

export { ok, renderPage, signInWith } from '../../test/harness';

const cat = (id: number, parentId: number, level: number, name: string, over: Partial<Category> = {}): Category => ({
  id, parentId, level, name, image: '', sort: 0, visible: true, goodsCount: 0, childCount: 0, ...over,
});

/** A small tree in server (tree) order: 手机数码 > 手机通讯 > 智能手机 / 手机壳; 家用电器. */
export const sampleCategories: Category[] = [
  cat(1, 0, 1, '手机数码', { childCount: 1 }),
  cat(2, 1, 2, '手机通讯', { childCount: 2 }),
  cat(3, 2, 3, '智能手机', { goodsCount: 12 }),
  cat(4, 2, 3, '手机壳'),
  cat(5, 0, 1, '家用电器'),
];

export const categoriesHandler = http.get('*/api/admin/goodsCategory/index', () => ok({ list: sampleCategories, total: sampleCategories.length }));

/** A goods as the server answers it. */
export function sampleGoods(over: Partial<Goods> = {}): Goods {
  return {
    id: 31, name: '碎花连衣裙', categoryId: 3, categoryPath: '手机数码 / 手机通讯 / 智能手机', pictures: [{ url: 'https://img.example.com/1.jpg' }],
    attributes: [],
    video: '', sort: 0, specType: 'multi', specs: [{ name: '颜色', values: ['红', '蓝'] }],
    skus: [
      { id: 101, specs: ['红'], price: '99.00', marketPrice: '0.00', costPrice: '0.00', stock: 3, weight: 0, volume: 0, barcode: '', pictureId: 0 },
      { id: 102, specs: ['蓝'], price: '109.00', marketPrice: '0.00', costPrice: '0.00', stock: 7, weight: 0, volume: 0, barcode: '', pictureId: 0 },
    ],
    stock: 10, stockWarning: 5, price: '99.00', sales: 12, status: 'on', freight: { type: 'free', fee: '0.00', templateId: 0 },
    serviceIds: [], description: '<p>纯棉</p>', createdAt: '2026-11-01T02:00:00Z', updatedAt: '2026-11-01T02:00:00Z', ...over,
  };
}
