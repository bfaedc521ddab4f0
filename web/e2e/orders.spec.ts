import { expect, test } from '@playwright/test';
import writeXlsxFile from 'write-excel-file/node';
import { api, skuOnSale } from './api';
import { cancelPaid, paidOrder, refundToBalance, shipFromList } from './ordersFlow';
import { signInAdmin } from './signIn';

/*
 * Orders on the mock: a paid order shipped from the list and read back on its detail page; an
 * unpaid one cancelled from its detail page after a reason, its stock given back.
 */


type Goods = { id: number; skus: { id: number; stock: number }[] };

test('a paid order is shipped from the list and its detail shows the shipping', async ({ page }) => {
  test.setTimeout(90_000);
  await signInAdmin(page);
  const { sku } = await skuOnSale(page);
  await shipFromList(page, await paidOrder(page, sku));
});

test('an unpaid order is cancelled from its detail page with a reason and gives its stock back', async ({ page }) => {
  test.setTimeout(90_000);
  await signInAdmin(page);
  const { goods, sku } = await skuOnSale(page);
  const stock = async () => (await api<Goods>(page, 'GET', `/admin/goods/detail?id=${goods}`)).skus.find((k) => k.id === sku)?.stock;
  const before = await stock();
  const order = await api<{ id: number; sn: string }>(page, 'POST', '/storefront/order/create', {
    userId: 10001,
    items: [{ skuId: sku, quantity: 2 }],
    consignee: { name: '李雷', mobile: '13900001111', provinceCode: '310000', cityCode: '310100', districtCode: '310104', detail: '漕溪北路 100 号' },
  });
  expect(await stock()).toBe((before ?? 0) - 2);

  await page.goto(`/#/order/detail/${order.id}`);
  await expect(page.getByText(`Order details ${order.sn}`)).toBeVisible();
  await expect(page.getByText('Closes by itself at', { exact: false })).toBeVisible();
  await page.getByTestId('detail-cancel').click();
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByText('Once closed, its stock and its coupon are given back.')).toBeVisible();
  await dialog.getByTestId('cancel-reason').fill('买家联系客服取消');
  await dialog.getByRole('button', { name: 'Cancel order' }).click();
  await expect(page.getByText('Order cancelled')).toBeVisible();
  await expect(page.getByTestId('order-progress').getByText('Closed')).toBeVisible();
  await expect(page.getByText('买家联系客服取消').first()).toBeVisible();
  expect(await stock()).toBe(before);
});

test('a paid order cancelled by staff is refunded at once by the mock’s stand-in platform', async ({ page }) => {
  test.setTimeout(90_000);
  await signInAdmin(page);
  const { sku } = await skuOnSale(page);
  const refunds = await cancelPaid(page, await paidOrder(page, sku));
  await expect(refunds.locator('.ant-tag', { hasText: 'Refunded' })).toBeVisible();
  await expect(refunds.getByText(/^INSTANT-/)).toBeVisible();
});

test('a claim is agreed and refunded on its page, and the buyer’s balance in shop users shows it', async ({ page }) => {
  test.setTimeout(90_000);
  await signInAdmin(page);
  await refundToBalance(page, (await skuOnSale(page)).sku);
});

test('the platform takes a sample rights claim to arbitration and rules for the shop', async ({ page }) => {
  test.setTimeout(90_000);
  await signInAdmin(page);
  type Row = { id: number; sn: string; rights: { status: string } | null };
  const open = await api<{ list: Row[] }>(page, 'GET', '/admin/aftersale/index?rights=open&pageSize=100');
  const claim = open.list.find((a) => a.rights?.status === 'appealed');
  if (!claim) throw new Error('no sample rights claim appealed');

  await page.goto('/#/order/refund?rights=open');
  const row = page.getByRole('main').locator('tr.ant-table-row').filter({ hasText: claim.sn });
  await expect(row.getByTestId('rights-tag')).toHaveText('Rights claim');
  await row.locator('[data-testid^="aftersale-open-"]').click();
  const section = page.getByTestId('rights');
  await expect(section.getByTestId('rights-tag')).toHaveText('Rights claim: Appealed');
  await expect(section.getByTestId('rights-statements').locator('.ant-tag', { hasText: 'Shop' })).toBeVisible();
  await section.getByTestId('rights-arbitrate').click();
  await page.getByRole('dialog').getByRole('button', { name: 'Take to arbitration' }).click();
  await expect(section.getByTestId('rights-tag')).toHaveText('Rights claim: In arbitration');
  await section.getByTestId('rights-close').click();
  const dialog = page.getByRole('dialog');
  await dialog.getByTestId('rights-text').fill('商家的出库记录完整');
  await dialog.getByRole('button', { name: 'Rule' }).click();
  await expect(section.getByTestId('rights-decision')).toHaveText('Ruled for the shop: the refusal stands');
  await expect(section.getByText('商家的出库记录完整')).toBeVisible();
  await expect(page.getByTestId('aftersale-log').getByText('Ruled for the shop')).toBeVisible();
});

test('paid orders are shipped from an uploaded workbook, with a report of every row', async ({ page }) => {
  test.setTimeout(90_000);
  await signInAdmin(page);
  const { sku } = await skuOnSale(page);
  const first = await paidOrder(page, sku);
  const second = await paidOrder(page, sku);
  const rows = [
    ['Order SN', 'Carrier', 'Tracking no.'],
    [first, '顺丰速运', 'SF2000000001'],
    ['O209912310000000001', '顺丰速运', 'SF2000000002'],
    [second, '中通快递', 'ZT2000000003'],
  ].map((row) => row.map((value) => ({ value })));
  const buffer = await writeXlsxFile(rows).toBuffer();

  await page.goto('/#/order/list?tab=paid');
  await page.getByTestId('order-batch-ship').click();
  const dialog = page.getByRole('dialog');
  await dialog.locator('input[type=file]').setInputFiles({
    name: 'ship.xlsx',
    mimeType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    buffer,
  });
  await expect(dialog.getByTestId('batch-ship-summary')).toHaveText('2 shipped, 1 refused');
  const report = dialog.getByTestId('batch-ship-report');
  await expect(report.locator('tr.ant-table-row').filter({ hasText: 'O209912310000000001' })).toContainText('Refused');
  await expect(report.locator('tr.ant-table-row').filter({ hasText: first })).toContainText('Shipped');
  await dialog.locator('.ant-modal-footer').getByRole('button', { name: 'Close' }).click();

  await page.goto(`/#/order/list?sn=${second}`);
  await page.getByRole('main').locator('tr.ant-table-row').filter({ hasText: second }).getByText(second).click();
  await expect(page.getByTestId('detail-shipping')).toHaveText('中通快递 ZT2000000003');
});
