import { expect, test, type Page } from '@playwright/test';

/** Tabs on (spec default is off), English captions. */
async function signIn(page: Page) {
  await page.goto('/');
  await page.evaluate(() => {
    localStorage.clear();
    localStorage.setItem('shop-theme', JSON.stringify({ layout: 'vertical', showTabs: true }));
    localStorage.setItem('language', 'en');
  });
  await page.goto('/#/login');
  await page.reload();
  await page.locator('#login_username').fill('admin');
  await page.locator('#login_password').fill('123456');
  await page.locator('#login_password').press('Enter');
  await expect(page).toHaveURL(/#\/index$/);
}

const scroller = (page: Page) => page.getByTestId('scroller');
const scrollTop = (page: Page) => scroller(page).evaluate((el) => el.scrollTop);
const tab = (page: Page, path: string) => page.locator(`[data-testid=tab][data-path="${path}"]`);

test('a kept-alive page keeps its scroll position and input across tab switches', async ({ page }) => {
  // A short window so the icons page (72 icons a page) scrolls well past one screen.
  await page.setViewportSize({ width: 1280, height: 520 });
  await signIn(page);
  await page.goto('/#/set/shopcash');
  await expect(page.locator('[data-testid=address-add]:visible')).toHaveCount(1);
  await page.goto('/#/vab/icon');
  await expect(page.locator('[data-testid=icon]:visible')).toHaveCount(72);

  const search = page.locator('input[type=search]:visible, .ant-input-search input:visible').first();
  await search.fill('arrow');
  const room = await scroller(page).evaluate((el) => el.scrollHeight - el.clientHeight);
  expect(room).toBeGreaterThan(300);
  await scroller(page).evaluate((el) => el.scrollTo(0, 300));
  await expect.poll(() => scrollTop(page)).toBe(300);

  // To the addresses tab: its own position (top), the icons page hidden, not gone.
  await tab(page, '/set/shopcash').click();
  await expect(page).toHaveURL(/#\/set\/shopcash$/);
  await expect(page.locator('[data-testid=address-add]:visible')).toHaveCount(1);
  await expect.poll(() => scrollTop(page)).toBe(0);

  // Back: where the user left it, with the typed text.
  await tab(page, '/vab/icon').click();
  await expect(page).toHaveURL(/#\/vab\/icon$/);
  await expect(page.locator('[data-testid=icon]:visible')).toHaveCount(72);
  await expect.poll(() => scrollTop(page)).toBe(300);
  await expect(search).toHaveValue('arrow');

  // And once more, to be sure the addresses tab did not take over the position.
  await tab(page, '/set/shopcash').click();
  await expect.poll(() => scrollTop(page)).toBe(0);
  await tab(page, '/vab/icon').click();
  await expect.poll(() => scrollTop(page)).toBe(300);
});
