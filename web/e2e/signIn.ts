import { expect, type Page } from '@playwright/test';

/** Signs in as the mock's admin (any password of 6+ characters) with the console in English. */
export async function signInAdmin(page: Page) {
  await page.addInitScript(() => localStorage.setItem('language', 'en'));
  await page.goto('/#/login');
  await page.locator('#login_username').fill('admin');
  await page.locator('#login_password').fill('123456');
  await page.locator('#login_password').press('Enter');
  await expect(page).toHaveURL(/#\/index$/);
}
