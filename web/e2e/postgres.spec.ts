import { expect, test, type Page } from '@playwright/test';
import { publishAndTakeOff } from './goodsFlow';
import { api } from './api';
import { cancelPaid, paidOrder, refundToBalance, shipFromList } from './ordersFlow';
import { PG_ADMIN_PASSWORD } from './postgres';
import { accountFigure, addBankCard, applyAndPay, flowOfWithdrawal } from './cashFlow';
import { addAddress } from './setupFlow';
import { bindAndUnbind } from './bindFlow';
import { applyAndApprove } from './merchantFlow';
import { statisticsPagesOpen, todayMovesOnHome } from './statsFlow';

// A smoke of every area on the Postgres backend (the production store): each screen the
// console has opens, reads from Postgres without an error, and a write is read back.

async function signIn(page: Page) {
  await page.addInitScript(() => localStorage.setItem('language', 'en'));
  await page.goto('/');
  await page.locator('#login_username').fill('admin');
  await page.locator('#login_password').fill(PG_ADMIN_PASSWORD);
  await page.locator('#login_password').press('Enter');
  await expect(page.getByTestId('home-username')).toHaveText('admin');
}

const screens = [
  '/index',
  '/goodstrend',
  '/deal',
  '/shopUser/list',
  '/shopUser/level',
  '/shopUser/accountLog',
  '/shopUser/address',
  '/shopUser/collect',
  '/shopUser/browse',
  '/shopUser/coupon',
  '/shopUser/gift',
  '/goods/goods/freight',
  '/goods/goods/freightForm',
  '/goods/goods/service',
  '/goods/goods/aftersale',
  '/setting/personalCenter',
  '/setting/userManagement',
  '/setting/roleManagement',
  '/setting/departmentManagement',
  '/setting/menuManagement',
  '/setting/systemLog',
  '/goods/goods/pic',
  '/order/list',
  '/cash/shopcash',
  '/cash/cashtype',
  '/cash/addcashtype',
  '/cash/withdraw',
  '/cash/runwater',
  '/set/shopcash',
  '/set/refundAddress',
  '/bind/bind',
  '/merchant/form',
];

test('every screen opens on Postgres without an error', async ({ page }) => {
  const failures: string[] = [];
  page.on('response', (res) => {
    if (res.url().includes('/api/') && res.status() >= 500) failures.push(`${res.status()} ${res.url()}`);
  });
  await signIn(page);
  // No demo layer on Postgres: its menus are hidden.
  await expect(page.getByText('Components', { exact: true })).toHaveCount(0);
  for (const path of screens) {
    await page.goto(`/#${path}`);
    await expect(page, path).toHaveURL(new RegExp(`#${path.replace(/\//g, '\\/')}$`));
    await expect(page.locator('.shell-main'), path).toBeVisible();
    // Kept-alive pages of earlier steps stay mounted, hidden: only what shows counts.
    await expect(page.locator('.ant-spin-spinning:visible'), path).toHaveCount(0);
    await expect(page.locator('[data-testid=placeholder]:visible'), path).toHaveCount(0);
    await expect(page.locator('.ant-result-error:visible, .ant-message-error:visible'), path).toHaveCount(0);
  }
  expect(failures).toEqual([]);
});

test('a level added on Postgres is listed after a reload', async ({ page }) => {
  await signIn(page);
  await page.goto('/#/shopUser/level');
  const name = `PG ${Date.now() % 100000}`;
  await page.getByTestId('level-add').click();
  await page.getByTestId('level-name').fill(name);
  await page.getByTestId('level-growth').fill('888888');
  await page.getByTestId('level-discount').fill('9.2');
  await page.getByTestId('level-save').click();
  await expect(page.getByText('Saved', { exact: true })).toBeVisible();
  await page.reload();
  await expect(page.getByTestId('levels').locator('.ant-table-row').filter({ hasText: name })).toHaveCount(1);
});

test('a bank card added on Postgres is listed masked after a reload, the first one the default', async ({ page }) => {
  test.setTimeout(90_000);
  await signIn(page);
  const holder = `PG ${Date.now() % 100000}`;
  await addBankCard(page, holder, '中国工商银行', '6222020000123452');
  await page.reload();
  const row = page.getByRole('main').locator('.ant-table-row').filter({ hasText: holder });
  await expect(row).toContainText('**** **** **** 3452');
  await expect(page.getByRole('main').locator('.ant-table-row').filter({ has: page.getByText('Default', { exact: true }) })).toHaveCount(1);
});

// A branch of three categories and an attribute template for its leaf, through the API as the
// signed-in admin (a fresh schema holds no categories).
async function goodsCategory(page: Page, tag: string) {
  let parentId = 0;
  const names = [`服饰 ${tag}`, `女装 ${tag}`, `连衣裙 ${tag}`];
  for (const name of names) parentId = (await api<{ id: number }>(page, 'POST', '/admin/goodsCategory/add', { parentId, name, visible: true })).id;
  await api(page, 'POST', '/admin/goodsAttribute/add', {
    categoryId: parentId,
    name: '连衣裙属性',
    rows: [{ name: '面料', required: true, kind: 'single', options: ['纯棉', '真丝'] }],
  });
  return names;
}

test('a multi-spec goods is published with an uploaded picture, listed and taken off shelf on Postgres', async ({ page }) => {
  test.setTimeout(120_000);
  await signIn(page);
  const category = await goodsCategory(page, String(Date.now() % 100000));
  await publishAndTakeOff(page, { category, attributes: ['真丝'] });
});

/** A goods on shelf with one SKU of 10 in stock, in a new category branch; answers the SKU. */
async function goodsOnSale(page: Page) {
  const [, , leaf] = await goodsCategory(page, String((Date.now() % 100000) + Math.floor(Math.random() * 1000)));
  const categories = await api<{ list: { id: number; name: string }[] }>(page, 'GET', '/admin/goodsCategory/index');
  const categoryId = categories.list.find((c) => c.name === leaf)?.id;
  const goods = await api<{ skus: { id: number }[] }>(page, 'POST', '/admin/goods/add', {
    name: `E2E 订单商品 ${Date.now() % 100000}`, categoryId, status: 'on', specType: 'single', specs: [],
    pictures: [{ url: 'https://img.example.com/e2e.jpg' }], attributes: [{ name: '面料', values: ['纯棉'] }],
    skus: [{ specs: [], price: '59.00', stock: 10 }], stockWarning: 1, freight: { type: 'free' }, description: '<p>e2e</p>',
  });
  return goods.skus[0].id;
}

test('an order placed on Postgres is shipped from the list', async ({ page }) => {
  test.setTimeout(120_000);
  await signIn(page);
  await shipFromList(page, await paidOrder(page, await goodsOnSale(page)));
});

test("an order placed on Postgres moves today's figures on the home; the statistics pages open", async ({ page }) => {
  test.setTimeout(150_000);
  await signIn(page);
  await todayMovesOnHome(page, await goodsOnSale(page));
  await statisticsPagesOpen(page);
});

test('a paid order cancelled on Postgres waits for its refund, which staff mark done', async ({ page }) => {
  test.setTimeout(120_000);
  await signIn(page);
  const refunds = await cancelPaid(page, await paidOrder(page, await goodsOnSale(page)));
  await expect(refunds.locator('.ant-tag', { hasText: 'Pending' })).toBeVisible();
  await refunds.getByRole('button', { name: 'Mark refunded' }).click();
  const dialog = page.getByRole('dialog', { name: /Mark refund/ });
  await dialog.getByTestId('settle-reference').fill('503000123456');
  await dialog.getByRole('button', { name: 'Mark refunded' }).click();
  await expect(refunds.locator('.ant-tag', { hasText: 'Refunded' })).toBeVisible();
  await expect(refunds.getByText('503000123456')).toBeVisible();
});

test('a claim on Postgres is refunded to the buyer’s balance, shown in shop users', async ({ page }) => {
  test.setTimeout(120_000);
  await signIn(page);
  await refundToBalance(page, await goodsOnSale(page));
});

// The account on Postgres starts empty: an order is shipped and confirmed by its buyer, the
// settlement delay set to 0 days, and the settlement job (every 5 s on this server) brings
// what the order kept; then a withdrawal is applied for and paid as on the mock.
test('a withdrawal on Postgres is applied for and paid from a settled order, seen in the fund flow', async ({ page }) => {
  await signIn(page);
  await addBankCard(page, `PG 提现 ${Date.now() % 100000}`, '中国工商银行', '6222020000123452');
  await api(page, 'POST', '/admin/cashSettings/edit', { minAmount: '1.00', maxAmount: '50000.00', feeRate: '0.60', cycleDays: 0, settleDelayDays: 0 });
  const sn = await paidOrder(page, await goodsOnSale(page));
  const orders = await api<{ list: { id: number; sn: string }[] }>(page, 'GET', `/admin/order/index?sn=${sn}`);
  const id = orders.list.find((o) => o.sn === sn)?.id;
  await api(page, 'POST', '/admin/order/ship', { id, carrier: '顺丰速运', trackingNo: 'SF1234567890' });
  await api(page, 'POST', '/storefront/order/confirm', { id });
  // Wait for the job's run that settles the order.
  await expect
    .poll(async () => (await api<{ list: unknown[] }>(page, 'GET', `/admin/cashFlow/index?reference=${sn}&type=orderSettled`)).list.length, {
      timeout: 30_000,
      intervals: [1_000],
    })
    .toBe(1);
  const before = await accountFigure(page, 'withdrawn');
  expect(await accountFigure(page, 'available')).toBeGreaterThanOrEqual(50);
  const w = await applyAndPay(page, '50', '0.30', '49.70');
  await flowOfWithdrawal(page, w, '50.00');
  await expect.poll(() => accountFigure(page, 'withdrawn')).toBeGreaterThanOrEqual(before + 50);
});

test('an address added on Postgres is listed after a reload and shown as the return warehouse when it is one', async ({ page }) => {
  await signIn(page);
  const contact = `PG 地址 ${Date.now() % 100000}`;
  const row = await addAddress(page, contact, { returnWarehouse: true });
  await expect(row.getByText('Return warehouse', { exact: true })).toBeVisible();
  await page.reload();
  await expect(row.getByText('浙江省杭州市西湖区')).toBeVisible();
  await page.goto('/#/set/refundAddress');
  await expect(page.getByRole('main').getByTestId('warehouse-current')).toContainText(contact);
});

test('a distribution store is bound on Postgres with the code sent to its number, and unbound', async ({ page, baseURL }) => {
  test.setTimeout(90_000);
  await signIn(page);
  await bindAndUnbind(page, baseURL);
});

// Postgres starts with no application: the shop's empty draft is filled in whole, the pictures
// uploaded to the album, and the admin (Admin holds merchant:application:approve) approves it.
test('a merchant application on Postgres is filled in with a licence picture, submitted and approved', async ({ page }) => {
  test.setTimeout(120_000);
  await signIn(page);
  await applyAndApprove(page);
});
