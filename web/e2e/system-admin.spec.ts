import { expect, test, type Page } from '@playwright/test';

/*
 * End-to-end scenario: an administrator creates a department, a role with two
 * permissions and a staff user in that role; the user signs in and sees only what the role
 * grants; the administrator finds all of it in the system log.
 */

const DEPARTMENT = 'E2E 审计部';
const ROLE = 'E2EAuditor';
const USER = 'e2e.auditor';
const PASSWORD = 'e2e-pass-1';

async function signIn(page: Page, username: string, password: string) {
  await page.goto('/#/login');
  await page.locator('#login_username').fill(username);
  await page.locator('#login_password').fill(password);
  await page.locator('#login_password').press('Enter');
  // The shell redirects / to its home route /index.
  await expect(page).toHaveURL(/#\/index$/);
  // The welcome notification covers the top-right corner, where the Add buttons are: close it.
  const welcome = page.locator('.ant-notification-notice', { hasText: 'Welcome' });
  await welcome.locator('.ant-notification-notice-close').click();
  await expect(welcome).toHaveCount(0);
}

/**
 * Opens a setting screen and waits until it is the page shown: the shell keeps earlier tabs
 * mounted (hidden), so without the wait a locator can still catch the previous page's button.
 */
async function open(page: Page, path: string, title: string) {
  await page.goto(`/#${path}`);
  await expect(page.getByRole('main').getByText(title, { exact: true })).toBeVisible();
}

/** Forgets the token and reloads: a guest lands on the sign-in page. */
async function signOut(page: Page) {
  await page.evaluate(() => localStorage.removeItem('shop-token'));
  await page.goto('/#/');
  await page.reload();
  await expect(page).toHaveURL(/#\/login/);
}

test('department, role and staff user; the user sees only what the role grants; all in the system log', async ({ page }) => {
  // Three sign-ins and a dozen screens: more than the default 30 s on a loaded machine.
  test.setTimeout(120_000);
  await page.addInitScript(() => localStorage.setItem('language', 'en'));
  await signIn(page, 'admin', '123456');

  // A department.
  await open(page, '/setting/departmentManagement', 'Department management');
  await page.getByRole('button', { name: /^(plus )?Add$/ }).click();
  let dialog = page.getByRole('dialog');
  await dialog.getByLabel('Department', { exact: true }).fill(DEPARTMENT);
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByRole('cell', { name: DEPARTMENT })).toBeVisible();

  // A role granting two permissions: read the setting screens, manage staff accounts.
  await open(page, '/setting/roleManagement', 'Role management');
  await page.getByRole('button', { name: /^(plus )?Add$/ }).click();
  dialog = page.getByRole('dialog');
  await dialog.getByRole('textbox', { name: 'Role' }).fill(ROLE);
  await dialog.getByLabel(/view system settings/).check();
  await dialog.getByLabel(/manage staff accounts/).check();
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByRole('cell', { name: ROLE })).toBeVisible();

  // A staff user in that role and department.
  await open(page, '/setting/userManagement', 'User management');
  await page.getByRole('button', { name: /^(plus )?Add$/ }).click();
  dialog = page.getByRole('dialog');
  await dialog.getByRole('textbox', { name: 'Username' }).fill(USER);
  await dialog.getByLabel('Initial password', { exact: true }).fill(PASSWORD);
  await dialog.getByRole('combobox', { name: 'Roles' }).click();
  await page.getByTitle(ROLE).click();
  await dialog.getByRole('combobox', { name: 'Department' }).click();
  await page.getByTitle(DEPARTMENT).click();
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByRole('cell', { name: USER })).toBeVisible();

  // The new user: staff writes yes; role, department and menu writes no; no Admin-only goods.
  await signOut(page);
  await signIn(page, USER, PASSWORD);
  await open(page, '/setting/userManagement', 'User management');
  await expect(page.getByRole('button', { name: /^(plus )?Add$/ })).toBeVisible();
  await open(page, '/setting/roleManagement', 'Role management');
  await expect(page.getByRole('cell', { name: ROLE })).toBeVisible();
  await expect(page.getByRole('button', { name: /^(plus )?Add$/ })).toHaveCount(0);
  await open(page, '/setting/departmentManagement', 'Department management');
  await expect(page.getByRole('cell', { name: DEPARTMENT })).toBeVisible();
  await expect(page.getByRole('button', { name: /^(plus )?Add$/ })).toHaveCount(0);
  await page.goto('/#/goods/goodslist');
  await expect(page).toHaveURL(/#\/(403|404)$/);

  // The administrator reads all of it in the system log.
  await signOut(page);
  await signIn(page, 'admin', '123456');
  await open(page, '/setting/systemLog', 'System log');
  await page.getByLabel('Account').fill(USER);
  await page.getByRole('button', { name: 'Search' }).click();
  await expect(page.getByRole('cell', { name: 'login success' }).first()).toBeVisible();
  await page.getByLabel('Account').fill('admin');
  await page.getByRole('button', { name: 'Search' }).click();
  for (const op of ['Create or update a department', 'Create or update a role', 'Create or update a staff account']) {
    await expect(page.getByRole('cell', { name: op, exact: true }).first()).toBeVisible();
  }
});
