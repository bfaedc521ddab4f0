import { http, HttpResponse } from 'msw';
import type { Area, ShopAddress } from '../../api/generated/model';
import { getAdminShopAddressIndexMockHandler } from '../../api/generated/setup/setup.msw';
import { server } from '../../test/server';

/** A small region tree: a province with a city and its district, and a city without districts. */
const TREE: Area[] = [
  {
    name: '浙江省',
    code: '330000',
    children: [
      { name: '杭州市', code: '330100', children: [{ name: '西湖区', code: '330106' }] },
      { name: '舟山市', code: '330900', children: [] },
    ],
  },
];

/** Two addresses: the first is sent from, the second is the return warehouse. */
export function sampleAddresses(): ShopAddress[] {
  const base = {
    provinceCode: '330000', cityCode: '330100', districtCode: '330106', provinceName: '浙江省', cityName: '杭州市',
    districtName: '西湖区', createdAt: '2026-11-01T00:00:00Z',
  };
  return [
    { ...base, id: 1, contact: '张伟', mobile: '13800000001', detail: '文三路 1 号', isDefaultShipping: true, isDefaultReturn: false },
    { ...base, id: 2, contact: '李娜', mobile: '13800000002', detail: '文二路 8 号仓库', isDefaultShipping: false, isDefaultReturn: true },
    { ...base, id: 3, contact: '王强', mobile: '13800000003', detail: '学院路 3 号', isDefaultShipping: false, isDefaultReturn: false },
  ];
}

/** The envelope the generated handlers answer. */
export const envelope = <T,>(data: T) => ({ code: 200 as const, msg: 'success', data });

/** The index answers `addresses()` at every call; the region tree is TREE. */
export function listed(addresses: () => ShopAddress[] = sampleAddresses) {
  server.use(
    getAdminShopAddressIndexMockHandler(() => {
      const list = addresses();
      return envelope({ exact: true, list, total: list.length });
    }),
    http.get('*/api/area/getList', () => HttpResponse.json({ code: 200, msg: 'success', data: { list: TREE } })),
  );
}
