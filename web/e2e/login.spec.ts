import { expect, test } from '@playwright/test';

test('sign in as admin, see the user, sign out', async ({ page }) => {
  await page.goto('/');

  // A guest lands on the sign-in page.
  await expect(page).toHaveURL(/#\/login$/);
  const username = page.locator('#login_username');
  const password = page.locator('#login_password');
  await expect(username).toBeVisible();

  // The mock backend accepts any password for admin, editor and test.
  await username.fill('admin');
  await password.fill('123456');
  await password.press('Enter');

  await expect(page.getByTestId('home-username')).toHaveText('admin');
  await expect(page.getByTestId('home-roles')).toContainText('Admin');
  await expect(page).toHaveURL(/#\/index$/);
  expect(await page.evaluate(() => localStorage.getItem('shop-token'))).toBeTruthy();

  await page.getByTestId('avatar').hover();
  await page.getByTestId('logout').click();

  // Logout leads to the login route carrying the current full path.
  await expect(page).toHaveURL(/#\/login\?redirect=%2Findex$/);
  await expect(username).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem('shop-token'))).toBeNull();
});
