import { expect, type Page } from '@playwright/test';
import { paidOrder } from './ordersFlow';

/** A figure of the home as a number ("1,250" → 1250, "¥1,250.00" → 1250). */
async function figure(page: Page, testId: string): Promise<number> {
  const text = (await page.getByTestId(testId).first().textContent()) ?? '';
  return Number(text.replace(/[^\d.]/g, ''));
}

/**
 * Today's figures move on the home once an order is placed and paid through the storefront
 * intake: orders, paying buyers and the amount paid go up, the to-ship count with them, and
 * the to-ship to-do opens the order list on its To ship tab, the new order in it.
 */
export async function todayMovesOnHome(page: Page, skuId: number) {
  await page.goto('/#/index');
  await expect(page.getByTestId('home-stats')).toBeVisible();
  const before = {
    orders: await figure(page, 'home-today-orders-value'),
    buyers: await figure(page, 'home-today-payingBuyers-value'),
    amount: await figure(page, 'home-today-payAmount-value'),
    toShip: await figure(page, 'home-todo-toShip-count'),
  };
  const sn = await paidOrder(page, skuId);

  // The home refreshes itself every minute; a reload asks at once.
  await expect
    .poll(
      async () => {
        await page.reload();
        await expect(page.getByTestId('home-stats')).toBeVisible();
        return figure(page, 'home-today-orders-value');
      },
      { timeout: 60_000, intervals: [1_000, 3_000, 5_000] },
    )
    .toBe(before.orders + 1);
  expect(await figure(page, 'home-today-payingBuyers-value')).toBe(before.buyers + 1); // a new buyer
  expect(await figure(page, 'home-today-payAmount-value')).toBeGreaterThan(before.amount);
  expect(await figure(page, 'home-todo-toShip-count')).toBe(before.toShip + 1);

  await page.getByTestId('home-todo-toShip').click();
  await expect(page).toHaveURL(/#\/order\/list\?tab=paid$/);
  await expect(page.getByRole('main').locator('tr.ant-table-row').filter({ hasText: sn })).toHaveCount(1);
}

/** The statistics pages open with their figures, and a range preset asks again. */
export async function statisticsPagesOpen(page: Page) {
  await page.goto('/#/goodstrend');
  await expect(page.getByTestId('stats-goods-figures')).toBeVisible();
  await expect(page.getByTestId('stats-ranking')).toBeVisible();
  await page.getByTestId('stats-range-last7').click();
  await expect(page).toHaveURL(/range=last7/);
  await expect(page.getByTestId('stats-previous')).toBeVisible();

  await page.goto('/#/deal');
  await expect(page.getByTestId('stats-deal-figures')).toBeVisible();
  await expect(page.getByTestId('stats-funnel')).toBeVisible();
  await page.getByTestId('stats-granularity-week').click();
  await expect(page).toHaveURL(/granularity=week/);
  const download = page.waitForEvent('download');
  await page.getByTestId('stats-deal-export').click();
  expect((await download).suggestedFilename()).toMatch(/^transactions-\d{4}-\d{2}-\d{2}-\d{4}-\d{2}-\d{2}\.xlsx$/);
}
