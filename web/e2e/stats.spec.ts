import { test, type Page } from '@playwright/test';
import { api } from './api';
import { signInAdmin } from './signIn';
import { statisticsPagesOpen, todayMovesOnHome } from './statsFlow';

/* Statistics on the mock: today's figures on the home move with an order; the goods and transaction pages open. */

type Goods = { skus: { id: number; stock: number }[] };

async function skuOnSale(page: Page): Promise<number> {
  const page1 = await api<{ list: Goods[] }>(page, 'GET', '/admin/goods/index?tab=on&pageSize=50');
  for (const g of page1.list) {
    const s = g.skus.find((k) => k.stock > 5);
    if (s) return s.id;
  }
  throw new Error('no sample goods with stock');
}

test("an order placed through the storefront moves today's figures on the home", async ({ page }) => {
  test.setTimeout(120_000);
  await signInAdmin(page);
  await todayMovesOnHome(page, await skuOnSale(page));
});

test('the goods and transaction statistics open, ask again by range and granularity, and export', async ({ page }) => {
  test.setTimeout(90_000);
  await signInAdmin(page);
  await statisticsPagesOpen(page);
});
