import { expect, test, type Page } from '@playwright/test';

/*
 * The list kit end to end: a list's URL carries its filters, sort and page, so a copied
 * link opens the same view; a saved default view, kept on the server for the staff member,
 * is applied when the list is opened from the menu.
 */

async function signIn(page: Page) {
  await page.addInitScript(() => localStorage.setItem('language', 'en'));
  await page.goto('/');
  await page.locator('#login_username').fill('admin');
  await page.locator('#login_password').fill('123456');
  await page.locator('#login_password').press('Enter');
  await expect(page.getByTestId('home-username')).toHaveText('admin');
}

// Kept-alive pages stay mounted, hidden, after the tab moves on (a list hidden while it loaded keeps
// its spinner until it is shown again): only the rows and spinners on show count.
const rows = (page: Page) => page.locator('.ant-table-row:visible');
const nicknames = (page: Page) => page.locator('.ant-table-row:visible [data-testid^="user-"]').allInnerTexts();

/** Waits for the user list's answer to a request with these parameters. */
function usersAnswer(page: Page, params: Record<string, string>) {
  return page.waitForResponse((r) => {
    const url = new URL(r.url());
    // A 402 (the mock's tokens live 6 s) is refreshed and sent again by the console.
    return r.status() !== 402 && url.pathname === '/api/admin/user/index' && Object.entries(params).every(([k, v]) => url.searchParams.get(k) === v);
  });
}

test('a copied list URL with filters, sort and page opens the same view in a fresh page', async ({ page, context }) => {
  await signIn(page);
  await page.goto('/#/shopUser/list');
  await page.getByTestId('filter-level').click();
  await page.getByTitle('普通会员').click();
  await page.getByTestId('filter-search').click();
  await expect(page).toHaveURL(/levelId=1/);
  await page.getByRole('columnheader', { name: /Balance/ }).click();
  await expect(page).toHaveURL(/sort=balance/);
  const view = { levelId: '1', sort: 'balance', pageNo: '2' };
  const second = usersAnswer(page, view);
  await page.locator('.ant-pagination-item-2').click();
  await expect(page).toHaveURL(/pageNo=2/);
  await second;
  await expect(page.locator('.ant-spin-spinning:visible')).toHaveCount(0);
  // The sample data is small: a filtered list counts its matches exactly, with nothing to count all.
  await expect(page.locator('[data-testid=list-total]:visible')).toHaveText(/^[\d,]+ items$/);
  await expect(page.locator('[data-testid=list-count-all]:visible')).toHaveCount(0);
  const shown = await nicknames(page);
  expect(shown.length).toBeGreaterThan(0);
  const copied = page.url();

  const fresh = await context.newPage();
  const answered = usersAnswer(fresh, view);
  await fresh.goto(copied);
  await answered;
  await expect(rows(fresh).first()).toBeVisible();
  await expect(fresh.locator('.ant-spin-spinning:visible')).toHaveCount(0);
  expect(await nicknames(fresh)).toEqual(shown);
  await expect(fresh.getByTestId('filter-level')).toContainText('普通会员');
  await expect(fresh.locator('.ant-pagination-item-active')).toHaveText('2');
  await expect(fresh.getByRole('columnheader', { name: /Balance/ })).toHaveAttribute('aria-sort', 'ascending');
  expect(fresh.url()).toBe(copied);

  // The filters belong to that list alone: another list opens without them.
  await fresh.goto('/#/shopUser/accountLog');
  await expect(rows(fresh).first()).toBeVisible();
  expect(new URL(fresh.url()).hash).toBe('#/shopUser/accountLog');
});

test('a saved view made the default is applied when the list is opened from the menu', async ({ page }) => {
  await signIn(page);
  await page.goto('/#/shopUser/accountLog');
  await expect(rows(page).first()).toBeVisible();

  // Filter the ledger to points and save that as the default view.
  await page.getByLabel('Account', { exact: true }).click();
  await page.locator('.ant-select-item[title="points"]').click();
  await page.getByTestId('filter-search').click();
  await expect(page).toHaveURL(/type=points/);
  await page.locator('[data-testid=saved-views]:visible').click();
  await page.getByTestId('view-save-as').click();
  await page.getByTestId('view-name').fill('E2E points');
  // Checked once the dialog has settled (a click during its opening animation can be lost).
  const makeDefault = page.getByRole('checkbox', { name: 'Use when the list opens' });
  await expect(async () => {
    if (!(await makeDefault.isChecked())) await makeDefault.click();
    await expect(makeDefault).toBeChecked({ timeout: 500 });
  }).toPass();
  await page.getByRole('button', { name: 'OK' }).click();
  await expect(page.getByText('View saved')).toBeVisible();
  await expect(page.locator('[data-testid=saved-views]:visible')).toHaveText(/E2E points/);

  // Leave, then open the ledger from the menu: the default view comes back.
  await page.goto('/#/index');
  await expect(page.getByTestId('home-username')).toHaveText('admin');
  await page.getByRole('button', { name: 'Shop users', exact: true }).click();
  await page.getByRole('menuitem', { name: 'Account logs' }).click();
  await expect(page).toHaveURL(/#\/shopUser\/accountLog\?type=points$/);
  await expect(page.locator('[data-testid=saved-views]:visible')).toHaveText(/E2E points/);
  await expect(rows(page).first()).toBeVisible();
  await expect(page.locator('.ant-spin-spinning:visible')).toHaveCount(0);
  for (const text of await rows(page).locator('td:nth-child(3)').allInnerTexts()) expect(text).toBe('points');

  // A reload opens the same view; then the view is deleted, after a confirmation.
  await page.reload();
  await expect(page).toHaveURL(/type=points/);
  await page.locator('[data-testid=saved-views]:visible').click();
  await page.getByRole('button', { name: 'Delete E2E points' }).click();
  await page.getByRole('button', { name: 'OK' }).click();
  await expect(page.getByText('View deleted')).toBeVisible();
});
