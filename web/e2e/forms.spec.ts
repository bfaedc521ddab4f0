import { expect, test, type Page } from '@playwright/test';

/*
 * The form kit in the real console: a server refusal lands under its field and the dialog
 * stays open; leaving a form with unsaved changes asks first.
 */

async function signIn(page: Page) {
  await page.addInitScript(() => {
    localStorage.setItem('language', 'en');
    localStorage.setItem('shop-theme', JSON.stringify({ showTabs: true }));
  });
  await page.goto('/#/login');
  await page.locator('#login_username').fill('admin');
  await page.locator('#login_password').fill('123456');
  await page.locator('#login_password').press('Enter');
  await expect(page).toHaveURL(/#\/index$/);
  // The welcome notification covers the top-right corner: close it.
  const welcome = page.locator('.ant-notification-notice', { hasText: 'Welcome' });
  await welcome.locator('.ant-notification-notice-close').click();
  await expect(welcome).toHaveCount(0);
}

test('a taken username shows under the field, the dialog stays open, and closing it asks to discard', async ({ page }) => {
  test.setTimeout(60_000);
  await signIn(page);
  await page.goto('/#/setting/userManagement?username=editor');
  const main = page.getByRole('main');
  const row = main.getByRole('row').filter({ has: page.getByRole('cell', { name: 'editor', exact: true }) });
  await row.getByRole('button', { name: 'Edit' }).click();

  const dialog = page.getByRole('dialog', { name: 'Edit user' });
  const username = dialog.getByRole('textbox', { name: 'Username' });
  await expect(username).toHaveValue('editor');
  await username.fill('admin');
  await dialog.getByRole('button', { name: 'Save' }).click();

  const usernameItem = dialog.locator('.ant-form-item').filter({ has: page.getByRole('textbox', { name: 'Username' }) });
  await expect(usernameItem).toContainText('username admin is already taken');
  await expect(username).toHaveAttribute('aria-invalid', 'true');
  await expect(username).toBeFocused();
  // Said once, on the field: no toast repeats it.
  await expect(page.getByText('username admin is already taken')).toHaveCount(1);
  await expect(dialog).toBeVisible();

  // Cancel asks; keeping the edit keeps what was typed.
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  const question = page.getByRole('dialog', { name: 'Discard your changes?' });
  await expect(question).toBeVisible();
  await question.getByRole('button', { name: 'Keep editing' }).click();
  await expect(question).toHaveCount(0);
  await expect(username).toHaveValue('admin');

  // Esc asks too; discarding closes the dialog and changes nothing.
  await username.press('Escape');
  await expect(question).toBeVisible();
  await question.getByRole('button', { name: 'Discard' }).click();
  await expect(dialog).toBeHidden();
  await expect(main.getByRole('cell', { name: 'editor', exact: true })).toBeVisible();

  // Opened again, the form starts from the account, and closes at once while untouched.
  await row.getByRole('button', { name: 'Edit' }).click();
  await expect(username).toHaveValue('editor');
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(dialog).toBeHidden();
  await expect(question).toHaveCount(0);
});

test('the personal centre asks before leaving with unsaved changes, and discards them when left', async ({ page }) => {
  test.setTimeout(60_000);
  await signIn(page);
  await page.goto('/#/setting/personalCenter');
  const email = page.getByRole('main').getByLabel('E-mail');
  await expect(email).not.toHaveValue('');
  const saved = await email.inputValue();
  const reloadAsks = () =>
    page.evaluate(() => {
      const event = new Event('beforeunload', { cancelable: true });
      window.dispatchEvent(event);
      return event.defaultPrevented;
    });
  expect(await reloadAsks()).toBe(false);

  await email.fill('changed@shop.example');
  expect(await reloadAsks()).toBe(true);
  const home = page.locator('[data-testid=tab][data-path="/index"]');
  await home.click();
  const question = page.getByRole('dialog', { name: 'Leave this page?' });
  await expect(question).toBeVisible();
  await question.getByRole('button', { name: 'Stay' }).click();
  await expect(page).toHaveURL(/personalCenter$/);
  await expect(email).toHaveValue('changed@shop.example');

  // Closing its tab would drop the page: it asks too.
  const tab = page.locator('[data-testid=tab][data-path="/setting/personalCenter"]');
  await tab.locator('xpath=ancestor::div[contains(@class,"ant-tabs-tab")]').getByRole('button', { name: /remove/i }).click();
  await expect(question).toBeVisible();
  await question.getByRole('button', { name: 'Stay' }).click();
  await expect(tab).toBeVisible();
  await expect(email).toHaveValue('changed@shop.example');

  await home.click();
  await question.getByRole('button', { name: 'Discard and leave' }).click();
  await expect(page).toHaveURL(/#\/index$/);
  expect(await reloadAsks()).toBe(false);

  // The kept-alive page shows the saved values again.
  await tab.click();
  await expect(email).toHaveValue(saved);
  await home.click();
  await expect(page).toHaveURL(/#\/index$/);
  await expect(question).toHaveCount(0);
});
