import { expect, type Page } from '@playwright/test';
import { api } from './api';

/*
 * An order on either backend: a buyer and a paid order made through the API as the storefront
 * would (the signed-in admin holds every code), then shipped from the order list and read
 * back on its detail page.
 */

/** Places and pays an order of one unit of skuId for a new buyer; answers its number. */
export async function paidOrder(page: Page, skuId: number): Promise<string> {
  const mobile = `147${String(Date.now() % 100_000_000).padStart(8, '0')}`;
  const buyer = await api<{ id: number }>(page, 'POST', '/admin/user/add', { mobile, nickname: `E2E 买家 ${mobile.slice(-4)}` });
  const order = await api<{ sn: string }>(page, 'POST', '/storefront/order/create', {
    userId: buyer.id,
    items: [{ skuId, quantity: 1 }],
    consignee: { name: '王芳', mobile: '13812345678', provinceCode: '440000', cityCode: '440300', districtCode: '440305', detail: '科技园南区 8 栋 1201' },
    pay: { way: 'wechat', reference: `wx${Date.now()}` },
  });
  return order.sn;
}

/** Ships the order from the list (To ship tab, found by its number), then reads it back on its detail page. */
export async function shipFromList(page: Page, sn: string) {
  await page.goto(`/#/order/list?tab=paid&sn=${sn}`);
  const row = page.getByRole('main').locator('tr.ant-table-row').filter({ hasText: sn });
  await expect(row).toHaveCount(1);
  await expect(row.getByText('To ship')).toBeVisible();
  await row.getByText('Ship', { exact: true }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel('Carrier').fill('顺丰速运');
  await dialog.getByTestId('ship-tracking').fill('SF1234567890');
  await dialog.getByRole('button', { name: 'Ship' }).click();
  await expect(page.getByText('Shipped', { exact: true }).first()).toBeVisible();
  await expect(row).toHaveCount(0); // no longer to ship

  await page.goto(`/#/order/list?sn=${sn}`);
  await expect(row.getByText('Shipped')).toBeVisible();
  await row.getByText(sn).click();
  await expect(page).toHaveURL(/#\/order\/detail\/\d+$/);
  await expect(page.getByTestId('detail-shipping')).toHaveText('顺丰速运 SF1234567890');
  await expect(page.getByText('Completes by itself at', { exact: false })).toBeVisible();
}

/** Cancels a paid order from its detail page; answers the refunds table. */
export async function cancelPaid(page: Page, sn: string) {
  await page.goto(`/#/order/list?sn=${sn}`);
  await page.getByRole('main').locator('tr.ant-table-row').filter({ hasText: sn }).getByText(sn).click();
  await expect(page.getByText(`Order details ${sn}`)).toBeVisible();
  await page.getByTestId('detail-cancel').click();
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByText('the refund is pending until the platform confirms it', { exact: false })).toBeVisible();
  await dialog.getByTestId('cancel-reason').fill('缺货，取消订单');
  await dialog.getByRole('button', { name: 'Cancel order' }).click();
  await expect(page.getByText('Order cancelled')).toBeVisible();
  await expect(page.getByTestId('order-progress').getByText('Closed')).toBeVisible();
  return page.getByTestId('detail-refunds');
}

/**
 * A buyer with a balance pays an order of one unit of skuId from it; the order is shipped and
 * the buyer claims a refund only of 10.00 (all through the API). Staff then agree and refund
 * it on the claim's page, and the buyer's balance, read in shop users, is 10.00 higher.
 */
export async function refundToBalance(page: Page, skuId: number) {
  const mobile = `146${String(Date.now() % 100_000_000).padStart(8, '0')}`;
  const buyer = await api<{ id: number }>(page, 'POST', '/admin/user/add', { mobile, nickname: `E2E 退款 ${mobile.slice(-4)}` });
  await api(page, 'POST', '/admin/user/adjust', { userId: buyer.id, type: 'money', changeType: 'increase', amount: '5000', remark: 'e2e' });
  const order = await api<{ id: number; sn: string; items: { id: number }[] }>(page, 'POST', '/storefront/order/create', {
    userId: buyer.id,
    items: [{ skuId, quantity: 1 }],
    consignee: { name: '王芳', mobile: '13812345678', provinceCode: '440000', cityCode: '440300', districtCode: '440305', detail: '科技园南区 8 栋 1201' },
    pay: { way: 'balance' },
  });
  await api(page, 'POST', '/admin/order/ship', { id: order.id, carrier: '顺丰速运', trackingNo: `SF${Date.now()}` });
  await api(page, 'POST', '/storefront/aftersale/apply', { orderId: order.id, itemId: order.items[0].id, quantity: 1, kind: 'refund', amount: '10.00', reason: '收到商品破损' });
  const balance = async () => (await api<{ user: { balance: string } }>(page, 'GET', `/admin/user/detail?id=${buyer.id}`)).user.balance;
  const before = await balance();

  await page.goto(`/#/order/refund?sn=${order.sn}`);
  const row = page.getByRole('main').locator('tr.ant-table-row').filter({ hasText: order.sn });
  await expect(row).toHaveCount(1);
  await expect(row.getByText('To answer', { exact: true })).toBeVisible();
  await row.locator('[data-testid^="aftersale-open-"]').click();
  await expect(page).toHaveURL(/#\/order\/refundetail\/\d+$/);
  await page.getByTestId('aftersale-agree').click();
  await page.getByRole('dialog').getByRole('button', { name: 'Agree' }).click();
  await expect(page.getByText('After-sale agreed')).toBeVisible();
  await page.getByTestId('aftersale-refund').click();
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByTestId('refund-summary')).toHaveText('10.00 goes back to the buyer’s balance at once.');
  await dialog.getByRole('button', { name: 'Refund' }).click();
  await expect(page.getByText('10.00 refunded')).toBeVisible();
  await expect(page.getByTestId('aftersale-refund-card').getByText('Refunded', { exact: true })).toBeVisible();
  await expect(page.getByTestId('aftersale-refund')).toHaveCount(0);

  const expected = (Number(before) + 10).toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 });
  await page.goto(`/#/shopUser/list?keyword=${mobile}`);
  await page.getByTestId(`user-${buyer.id}`).click();
  await expect(page.getByTestId('profile-balance')).toHaveText(expected);
  await page.getByRole('tab', { name: 'Ledger' }).click();
  await expect(page.getByTestId('user-ledger').locator('.ant-table-row').first()).toContainText('+10.00');
}
