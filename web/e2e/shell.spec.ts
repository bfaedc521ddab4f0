import { expect, test, type Page } from '@playwright/test';

/** The theme the tests start from: spec defaults plus the switches the scenarios use. */
const THEME = {
  layout: 'column',
  themeName: 'red-black',
  showTabs: true,
  showTheme: true,
  showLanguage: true,
  showSearch: true,
  showNotice: true,
};

async function signIn(page: Page, username = 'admin', theme: object | null = THEME) {
  await page.goto('/');
  await page.evaluate((t) => {
    localStorage.clear();
    if (t) localStorage.setItem('shop-theme', JSON.stringify(t));
    localStorage.setItem('language', 'en');
  }, theme);
  // Settings and language are read when the console starts.
  await page.goto('/#/login');
  await page.reload();
  await page.locator('#login_username').fill(username);
  await page.locator('#login_password').fill('123456');
  await page.locator('#login_password').press('Enter');
  await expect(page).toHaveURL(/#\/index$/);
  await expect(page.getByTestId('username')).toHaveText(username);
}

test('tabs: open three pages, close others from the context menu', async ({ page }) => {
  await signIn(page);
  for (const path of ['/deal', '/goodstrend']) {
    await page.goto(`/#${path}`);
    await expect(page.locator(`[data-testid=tab][data-path="${path}"]`)).toBeVisible();
  }
  await page.goto('/#/set/shopcash');
  await expect(page.getByRole('main').getByTestId('address-add')).toBeVisible();
  const tabs = page.getByTestId('tab');
  await expect(tabs).toHaveCount(4); // home + three
  await page.locator('[data-testid=tab][data-path="/deal"]').click({ button: 'right' });
  await page.getByRole('menuitem', { name: 'Close others' }).click();
  await expect(tabs).toHaveCount(2);
  await expect(page.locator('[data-testid=tab][data-path="/index"]')).toBeVisible();
  await expect(page.locator('[data-testid=tab][data-path="/deal"]')).toBeVisible();
  await expect(page).toHaveURL(/#\/deal$/);
});

test('each layout puts the menu where it says', async ({ page }, testInfo) => {
  await page.setViewportSize({ width: 1400, height: 860 });
  await signIn(page);
  await page.goto('/#/order/list');
  const where: Record<string, () => Promise<void>> = {
    column: async () => {
      await expect(page.getByTestId('column-bar')).toBeVisible();
      await expect(page.locator('.shell-column-sider [data-testid=side-menu]')).toBeVisible();
    },
    comprehensive: async () => {
      await expect(page.locator('header [data-testid=top-menu]')).toBeVisible();
      await expect(page.locator('aside [data-testid=side-menu]')).toBeVisible();
    },
    vertical: async () => {
      await expect(page.locator('aside [data-testid=side-menu]')).toBeVisible();
      await expect(page.getByTestId('top-menu')).toHaveCount(0);
    },
    horizontal: async () => {
      await expect(page.locator('header [data-testid=top-menu]')).toBeVisible();
      await expect(page.locator('aside')).toHaveCount(0);
    },
    common: async () => {
      await expect(page.locator('.shell-header-top')).toBeVisible();
      await expect(page.locator('.shell-row aside [data-testid=side-menu]')).toBeVisible();
    },
    float: async () => {
      await expect(page.locator('aside.shell-float-sider [data-testid=side-menu]')).toBeVisible();
    },
  };
  for (const layout of Object.keys(where)) {
    await page.getByTestId('theme-button').click();
    await page.getByTestId('theme-layout').click();
    await page.locator(`.ant-select-item[title="${layout[0].toUpperCase()}${layout.slice(1)}"]`).click();
    await page.getByTestId('theme-save').click();
    await expect(page.locator('.shell')).toHaveAttribute('data-layout', layout);
    await where[layout]();
    await page.waitForTimeout(300); // drawer animation
    await page.screenshot({ path: testInfo.outputPath(`layout-${layout}.png`) });
  }
  // Saved: the layout survives a reload.
  await page.reload();
  await expect(page.locator('.shell')).toHaveAttribute('data-layout', 'float');
});

test('language switch shows English then Chinese captions', async ({ page }) => {
  await signIn(page, 'admin', { ...THEME, layout: 'vertical' });
  await expect(page.locator('[data-testid=side-menu]')).toContainText('Orders');
  await page.getByTestId('language').hover();
  await page.getByRole('menuitem', { name: '中文简体' }).click();
  await expect(page.locator('[data-testid=side-menu]')).toContainText('订单');
  await expect(page).toHaveTitle(/首页/);
  await page.getByTestId('language').hover();
  await page.getByRole('menuitem', { name: 'English' }).click();
  await expect(page.locator('[data-testid=side-menu]')).toContainText('Orders');
  await expect(page).toHaveTitle('Home - Shop Console');
});

test('narrow window: mobile device, vertical layout, restored on widening', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await signIn(page);
  await expect(page.locator('.shell')).toHaveAttribute('data-layout', 'column');
  await page.setViewportSize({ width: 900, height: 800 });
  await expect(page.locator('.shell')).toHaveAttribute('data-layout', 'vertical');
  await expect(page.locator('.shell')).toHaveAttribute('data-device', 'mobile');
  await page.setViewportSize({ width: 1280, height: 800 });
  await expect(page.locator('.shell')).toHaveAttribute('data-layout', 'column');
});

test('an expired token is refreshed and the request succeeds', async ({ page }) => {
  await signIn(page);
  const first = await page.evaluate(() => localStorage.getItem('shop-token'));
  // The server runs with a 6-second access-token lifetime (playwright.config.ts).
  await page.waitForTimeout(7000);
  const refreshed = page.waitForResponse((r) => r.url().endsWith('/api/refreshToken') && r.status() === 200);
  const info = page.waitForResponse((r) => r.url().endsWith('/api/shop/admin/info') && r.status() === 200);
  await page.reload();
  await refreshed;
  await info;
  await expect(page.getByTestId('username')).toHaveText('admin');
  const second = await page.evaluate(() => localStorage.getItem('shop-token'));
  expect(second).toBeTruthy();
  expect(second).not.toBe(first);
});

test('an editor opening a guarded page lands on /403', async ({ page }) => {
  await signIn(page, 'editor');
  await page.goto('/#/goods/goodslist');
  await expect(page).toHaveURL(/#\/403$/);
  await expect(page.getByText('Sorry, you have no permission to open this page')).toBeVisible();
});

test('the service worker serves the console, never the API', async ({ page }) => {
  await signIn(page);
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
  });
  const info = page.waitForResponse((r) => r.url().endsWith('/api/shop/admin/info'));
  await page.reload();
  expect((await info).fromServiceWorker()).toBe(false);
  await expect(page.getByTestId('username')).toHaveText('admin');
});
