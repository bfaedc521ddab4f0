import { http } from 'msw';
import { Route, Routes } from 'react-router';
import { server } from '../../test/server';
import { ok, renderPage } from '../../test/harness';
import { afterSaleActions, orderActions } from '../../api/actions.gen';
import type { AfterSale, AfterSaleDetail, Order } from '../../api/generated/model';
import AfterSaleDetailPage from './AfterSaleDetailPage';

/** A paid order of two items, paid on WeChat Pay, for the order and after-sale tests; its actions follow its status. */
export function sampleOrder(over: Partial<Order> = {}): Order {
  return {
    id: 7, sn: 'O202611270000000007', userId: 10001, user: { id: 10001, nickname: '王芳', mobile: '13812345678', avatar: '' },
    status: 'paid', actions: orderActions(over.status ?? 'paid'),
    items: [
      { id: 1, goodsId: 3, skuId: 12, goodsName: '碎花连衣裙', skuText: '红 / M', image: '', price: '99.90', quantity: 2, amount: '199.80' },
      { id: 2, goodsId: 4, skuId: 21, goodsName: '棉袜', skuText: '', image: '', price: '9.90', quantity: 1, amount: '9.90' },
    ],
    goodsAmount: '209.70', freightAmount: '8.00', discountAmount: '20.00', adjustAmount: '0.00', payAmount: '197.70', refundedAmount: '0.00',
    payWay: 'wechat', payReference: '4200001', userCouponId: 5, couponName: '满100减20',
    consignee: { name: '李雷', mobile: '13900001111', provinceCode: '440000', cityCode: '440300', districtCode: '440305', provinceName: '广东省', cityName: '深圳市', districtName: '南山区', detail: '科技园 8 栋' },
    remark: '请尽快发货', merchantRemark: '', carrier: '', trackingNo: '', closeReason: '',
    createdAt: '2026-11-27T02:00:00Z', payDeadline: null, paidAt: '2026-11-27T02:03:00Z', shippedAt: null, confirmDeadline: null, completedAt: null, closedAt: null,
    ...over,
  };
}

/** A return claimed on the first item of the sample order, waiting for the shop's answer; its actions follow its status. */
export function sampleAfterSale(over: Partial<AfterSale> = {}): AfterSale {
  const a: AfterSale = {
    id: 5, sn: 'A202611280000000005', orderId: 7, orderSn: 'O202611270000000007', itemId: 1, goodsName: '碎花连衣裙', skuText: '红 / M',
    image: '', quantity: 1, kind: 'return', amount: '99.90', reason: '尺码不合适', images: ['/files/aftersale/1.jpg', '/files/aftersale/2.jpg'],
    status: 'applied', user: { id: 10001, nickname: '王芳', mobile: '13812345678', avatar: '' }, payWay: 'wechat',
    returnAddress: '', buyerCarrier: '', buyerTrackingNo: '', refuseReason: '', deadline: null, refundSn: '', rights: null,
    createdAt: '2026-11-28T02:00:00Z', updatedAt: '2026-11-28T02:00:00Z', actions: [],
    ...over,
  };
  return over.actions ? a : { ...a, actions: afterSaleActions(a) };
}

/** The detail of a claim on the sample order (completed), with its log (empty by default); the claim's actions follow its status as the server's do. */
export function afterSaleDetailOf(afterSale: AfterSale, over: Partial<AfterSaleDetail> = {}): AfterSaleDetail {
  return { afterSale: { ...afterSale, actions: afterSaleActions(afterSale) }, order: sampleOrder({ status: 'completed' }), log: [], refund: null, ...over };
}

/** Renders the detail page of after-sale 5, answered by `detail()` each time it is asked. */
export function renderAfterSaleDetail(detail: () => AfterSaleDetail) {
  server.use(http.get('*/api/admin/aftersale/detail', () => ok(detail())));
  return renderPage(
    <Routes>
      <Route path="/order/refundetail/:id" element={<AfterSaleDetailPage />} />
    </Routes>,
    '/order/refundetail/5',
  );
}
