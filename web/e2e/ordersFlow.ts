import { expect, type Page } from '@playwright/test';

/*
 * An order on either backend: a buyer and a paid order made through the API as the storefront
 * would (the signed-in admin holds every code), then shipped from the order list and read
 * back on its detail page.
 */

/** Calls the API as the signed-in staff member and answers `data`. */
export async function api<T>(page: Page, method: 'GET' | 'POST', path: string, body?: unknown): Promise<T> {
  return page.evaluate(
    async ({ method, path, body }) => {
      const res = await fetch(`/api${path}`, {
        method,
        headers: { 'Content-Type': 'application/json', 'Accept-Language': 'en', Authorization: `Bearer ${localStorage.getItem('shop-token')}` },
        body: body === undefined ? undefined : JSON.stringify(body),
      });
      const reply = (await res.json()) as { code: number; msg: string; data: unknown };
      if (reply.code !== 200) throw new Error(`${method} ${path}: ${reply.code} ${reply.msg}`);
      return reply.data;
    },
    { method, path, body },
  ) as Promise<T>;
}

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
