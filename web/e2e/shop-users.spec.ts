import { expect, test, type Page } from '@playwright/test';


async function signIn(page: Page) {
  await page.addInitScript(() => localStorage.setItem('language', 'en'));
  await page.goto('/');
  await page.locator('#login_username').fill('admin');
  await page.locator('#login_password').fill('123456');
  await page.locator('#login_password').press('Enter');
  await expect(page.getByTestId('home-username')).toHaveText('admin');
}

test('filter users by level, open one, adjust the balance, see the ledger line', async ({ page }) => {
  await signIn(page);
  await page.goto('/#/shopUser/list');
  await page.getByTestId('filter-level').click();
  await page.getByTitle('黄金会员').click();
  await page.getByTestId('filter-search').click();
  await expect(page).toHaveURL(/levelId=3/);
  const first = page.locator('.ant-table-row:visible').first();
  await expect(first).toContainText('黄金会员');

  const nickname = (await first.locator('[data-testid^="user-"]').textContent())?.trim() ?? '';
  await first.locator('[data-testid^="adjust-"]').click();
  await page.getByTestId('adjust-amount').fill('12.34');
  await page.getByTestId('adjust-remark').fill('e2e compensation');
  await page.getByRole('button', { name: 'OK' }).click();
  await expect(page.getByText(`${nickname}'s Balance: Increase 12.34. Go ahead?`)).toBeVisible();
  await page.getByTestId('adjust-confirm').click();
  await expect(page.getByText(/Adjusted; Balance is now/)).toBeVisible();

  await first.locator('[data-testid^="user-"]').click();
  await page.getByRole('tab', { name: 'Ledger' }).click();
  const line = page.getByTestId('user-ledger').locator('.ant-table-row').first();
  await expect(line).toContainText('+12.34');
  await expect(line).toContainText('e2e compensation');
});

test('create a level and drag it to the top; the order is saved', async ({ page }) => {
  await signIn(page);
  await page.goto('/#/shopUser/level');
  const name = `E2E ${Date.now() % 100000}`;
  await page.getByTestId('level-add').click();
  await page.getByTestId('level-name').fill(name);
  await page.getByTestId('level-growth').fill('777777');
  await page.getByTestId('level-discount').fill('9.1');
  await page.getByTestId('level-save').click();
  await expect(page.getByText('Saved', { exact: true })).toBeVisible();
  const rows = page.getByTestId('levels').locator('.ant-table-row');
  const created = rows.filter({ hasText: name });
  await expect(created).toHaveCount(1);
  // A new level is placed by its growth threshold: above every other level's, so it is listed last.
  await expect(rows.last()).toContainText(name);
  await expect(page.locator('.ant-spin-spinning:visible')).toHaveCount(0);

  // Drag it by its handle above the first row; dnd-kit starts after 4 px of movement.
  const handle = created.getByTestId('level-drag');
  const box = await handle.boundingBox();
  const first = await rows.first().boundingBox();
  if (!box || !first) throw new Error('rows not laid out');
  const x = box.x + box.width / 2;
  const sorted = page.waitForRequest((r) => r.url().endsWith('/api/admin/userLevel/updateSort') && r.method() === 'POST');
  await page.mouse.move(x, box.y + box.height / 2);
  await page.mouse.down();
  await page.mouse.move(x, box.y + box.height / 2 - 10, { steps: 2 });
  await page.mouse.move(x, first.y + 4, { steps: 15 });
  await page.mouse.up();
  const ids = ((await sorted).postDataJSON() as { ids: number[] }).ids;
  await expect(page.getByText('Order saved')).toBeVisible();
  await expect(rows.first()).toContainText(name);

  await page.reload();
  await expect(rows).toHaveCount(ids.length);
  await expect(rows.first()).toContainText(name);
  await expect(rows.first()).toHaveAttribute('data-row-key', String(ids[0]));
});

test('create a coupon with a minimum spend and a per-user limit', async ({ page }) => {
  await signIn(page);
  await page.goto('/#/shopUser/coupon');
  const name = `满200减30 E2E ${Date.now() % 100000}`;
  await page.getByTestId('coupon-add').click();
  await page.getByTestId('coupon-name').fill(name);
  await page.getByTestId('coupon-amount').fill('30');
  await page.getByLabel('Minimum spend').check();
  await page.getByTestId('coupon-min-spend').fill('200');
  await page.getByLabel('Per user', { exact: true }).check();
  await page.getByTestId('coupon-limit-count').fill('2');
  await page.getByTestId('coupon-save').click();
  await expect(page.getByText('Saved')).toBeVisible();
  const row = page.locator('.ant-table-row', { hasText: name });
  await expect(row).toContainText('≥ 200.00');
  await expect(row).toContainText('Per user 2');
});
