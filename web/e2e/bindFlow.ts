import { expect, type Page } from '@playwright/test';
import { lastSmsCode } from './smsOutbox';

/** A store of the directory (server/bind/directory.go) and the number its codes go to. */
const STORE = { code: 'WD100002', name: '上海静安微店分销店', mobile: '13800138002', masked: '138****8002' };

/**
 * On `/bind/bind`, signed in as admin: sends a code to the store's number (read from the dev
 * sender's outbox), binds, sees the bound store after a reload, unbinds after the confirmation.
 */
export async function bindAndUnbind(page: Page, baseURL: string | undefined) {
  await page.goto('/#/bind/bind');
  const main = page.getByRole('main');
  await expect(main.getByTestId('bind-empty')).toBeVisible();
  await expect(main.getByTestId('bind-empty')).toContainText('Not bound to a distribution store');

  await main.getByTestId('bind-store-code').fill(STORE.code);
  await main.getByTestId('bind-send-code').click();
  await expect(page.getByText(`A code was sent to ${STORE.masked}, valid for 5 minutes`)).toBeVisible();
  await expect(main.getByTestId('bind-send-code')).toBeDisabled();
  await expect(main.getByTestId('bind-send-code')).toContainText(/Resend in \d+ s/);

  // A wrong code first: refused under the field.
  const code = await lastSmsCode(baseURL, STORE.mobile);
  await main.getByTestId('bind-code').fill(code === '000000' ? '111111' : '000000');
  await main.getByTestId('bind-submit').click();
  await expect(main.getByText('code: the verification code is incorrect')).toBeVisible();

  await main.getByTestId('bind-code').fill(code);
  await main.getByTestId('bind-submit').click();
  const current = main.getByTestId('bind-current');
  await expect(current).toContainText(STORE.code);
  await expect(current).toContainText(STORE.name);
  await expect(current).toContainText('admin');

  await page.reload();
  await expect(current).toContainText(STORE.name);

  await main.getByTestId('bind-unbind').click();
  const dialog = page.getByRole('dialog', { name: 'Unbind the distribution store?' });
  await expect(dialog).toContainText(`"${STORE.name}" (${STORE.code})`);
  await dialog.getByTestId('bind-unbind-ok').click();
  await expect(main.getByTestId('bind-empty')).toBeVisible();
  await page.reload();
  await expect(main.getByTestId('bind-empty')).toBeVisible();
}
