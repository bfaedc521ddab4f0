import { test } from '@playwright/test';
import { skuOnSale } from './api';
import { signInAdmin } from './signIn';
import { statisticsPagesOpen, todayMovesOnHome } from './statsFlow';

/* Statistics on the mock: today's figures on the home move with an order; the goods and transaction pages open. */

test("an order placed through the storefront moves today's figures on the home", async ({ page }) => {
  test.setTimeout(120_000);
  await signInAdmin(page);
  await todayMovesOnHome(page, (await skuOnSale(page)).sku);
});

test('the goods and transaction statistics open, ask again by range and granularity, and export', async ({ page }) => {
  test.setTimeout(90_000);
  await signInAdmin(page);
  await statisticsPagesOpen(page);
});
