import { expect, type Page } from '@playwright/test';

/**
 * Adds a bank-card withdrawal method through the form (the console signed in, in English) and
 * answers its row in the methods list, where the number shows masked to its last four digits.
 */
export async function addBankCard(page: Page, holder: string, bank: string, cardNo: string) {
  await page.goto('/#/cash/cashtype');
  await page.getByTestId('cash-method-add').click();
  await expect(page).toHaveURL(/#\/cash\/addcashtype$/);
  const form = page.getByTestId('cash-method-form');
  await form.getByTestId('cash-form-holder').fill(holder);
  await form.getByLabel('Bank', { exact: true }).click();
  await form.getByLabel('Bank', { exact: true }).fill(bank);
  await page.locator('.ant-select-item-option:visible', { hasText: bank }).first().click();
  await form.getByTestId('cash-form-branch').fill('E2E branch');
  await form.getByTestId('cash-form-account-no').fill(cardNo);
  await form.getByTestId('cash-form-save').click();
  await expect(page).toHaveURL(/#\/cash\/cashtype$/);
  const masked = `**** **** **** ${cardNo.slice(-4)}`;
  const row = page.getByRole('main').locator('.ant-table-row').filter({ hasText: holder });
  await expect(row).toHaveCount(1);
  await expect(row).toContainText(masked);
  await expect(row).not.toContainText(cardNo);
  return row;
}
