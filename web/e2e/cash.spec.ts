import { expect, test } from '@playwright/test';
import { signInAdmin } from './signIn';
import { accountFigure, addBankCard, applyAndPay, flowOfWithdrawal } from './cashFlow';

/*
 * Cash on the mock: a bank card added through the form is listed with its number masked, is
 * made the default, and the account page shows its four figures.
 */

test('a bank card is added, listed masked, made the default; the account shows its figures', async ({ page }) => {
  test.setTimeout(90_000);
  await signInAdmin(page);

  // The form checks the card's check digit before sending it.
  await page.goto('/#/cash/addcashtype');
  await page.getByTestId('cash-form-account-no').fill('6225880000007312');
  await page.getByTestId('cash-form-save').click();
  await expect(page.getByText("The card number's check digit is wrong; check the number")).toBeVisible();
  await page.getByRole('button', { name: 'Back to the list' }).click();
  await page.getByRole('dialog', { name: 'Leave this page?' }).getByTestId('discard-changes').click();

  const row = await addBankCard(page, 'E2E 李娜', '招商银行', '6225880000007311');
  await expect(row.getByText('招商银行')).toBeVisible();
  await expect(row.getByText('Default', { exact: true })).toHaveCount(0);
  await row.getByRole('button', { name: 'Make default' }).click();
  await expect(row.getByText('Default', { exact: true })).toBeVisible();
  // Exactly one default.
  await expect(page.getByRole('main').locator('.ant-table-row').filter({ has: page.getByText('Default', { exact: true }) })).toHaveCount(1);

  // Admin holds the reveal permission: the whole number, and a word that the read is recorded.
  await row.getByRole('button', { name: 'Show number' }).click();
  const dialog = page.getByRole('dialog', { name: 'Whole account number' });
  await expect(dialog.getByTestId('cash-revealed')).toHaveText('6225880000007311');
  await expect(dialog).toContainText('This read is recorded in the system log.');
  await dialog.getByRole('button', { name: 'Close', exact: true }).last().click();
  await expect(dialog).toBeHidden();

  await page.goto('/#/cash/shopcash');
  for (const [key, title] of [
    ['available', 'Available'],
    ['frozen', 'Frozen'],
    ['pendingSettlement', 'Pending settlement'],
    ['withdrawn', 'Withdrawn to date'],
  ]) {
    const card = page.getByTestId(`cash-figure-${key}`);
    await expect(card).toContainText(title);
    await expect(card.locator('.ant-statistic-content')).toHaveText(/^¥\s*[\d,]+\.\d{2}$/);
  }
  await page.getByTestId('cash-flow').click();
  await expect(page).toHaveURL(/#\/cash\/runwater$/);
});

test('a withdrawal is applied for (fee and net seen), paid with a reference, and shows in the fund flow and the account', async ({ page }) => {
  test.setTimeout(120_000);
  await signInAdmin(page);
  const before = await accountFigure(page, 'withdrawn');
  const sn = await applyAndPay(page, '100', '0.60', '99.40');
  await flowOfWithdrawal(page, sn, '100.00');
  await expect.poll(() => accountFigure(page, 'withdrawn')).toBeGreaterThanOrEqual(before + 100);
});
