import { expect, test, type Page } from '@playwright/test';

/*
 * Issue 4's end-to-end scenario: an administrator creates a department, a role with two
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
  await expect(page).toHaveURL(/#\/$/);
}

/** Forgets the token and reloads: a guest lands on the sign-in page. */
async function signOut(page: Page) {
  await page.evaluate(() => localStorage.removeItem('shop-token'));
  await page.goto('/#/');
  await page.reload();
  await expect(page).toHaveURL(/#\/login/);
}

test('department, role and staff user; the user sees only what the role grants; all in the system log', async ({ page }) => {
  await page.addInitScript(() => localStorage.setItem('language', 'en'));
  await signIn(page, 'admin', '123456');

  // A department.
  await page.goto('/#/setting/departmentManagement');
  await page.getByRole('button', { name: /^(plus )?Add$/ }).click();
  let dialog = page.getByRole('dialog');
  await dialog.getByLabel('Department', { exact: true }).fill(DEPARTMENT);
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByRole('cell', { name: DEPARTMENT })).toBeVisible();

  // A role granting two permissions: read the setting screens, manage staff accounts.
  await page.goto('/#/setting/roleManagement');
  await page.getByRole('button', { name: /^(plus )?Add$/ }).click();
  dialog = page.getByRole('dialog');
  await dialog.getByRole('textbox', { name: 'Role' }).fill(ROLE);
  await dialog.getByLabel(/view system settings/).check();
  await dialog.getByLabel(/manage staff accounts/).check();
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByRole('cell', { name: ROLE })).toBeVisible();

  // A staff user in that role and department.
  await page.goto('/#/setting/userManagement');
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
  await page.goto('/#/setting/userManagement');
  await expect(page.getByRole('button', { name: /^(plus )?Add$/ })).toBeVisible();
  await page.goto('/#/setting/roleManagement');
  await expect(page.getByRole('cell', { name: ROLE })).toBeVisible();
  await expect(page.getByRole('button', { name: /^(plus )?Add$/ })).toHaveCount(0);
  await page.goto('/#/setting/departmentManagement');
  await expect(page.getByRole('cell', { name: DEPARTMENT })).toBeVisible();
  await expect(page.getByRole('button', { name: /^(plus )?Add$/ })).toHaveCount(0);
  await page.goto('/#/goods/goodslist');
  await expect(page).toHaveURL(/#\/(403|404)$/);

  // The administrator reads all of it in the system log.
  await signOut(page);
  await signIn(page, 'admin', '123456');
  await page.goto('/#/setting/systemLog');
  await page.getByLabel('Account').fill(USER);
  await page.getByRole('button', { name: 'Search' }).click();
  await expect(page.getByRole('cell', { name: 'login success' }).first()).toBeVisible();
  await page.getByLabel('Account').fill('admin');
  await page.getByRole('button', { name: 'Search' }).click();
  for (const op of ['EditDepartment', 'EditRole', 'EditStaff']) {
    await expect(page.getByRole('cell', { name: op, exact: true }).first()).toBeVisible();
  }
});
