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

/** The account's figure (`available`, `withdrawn`…) on the account page, as a number of yuan. */
export async function accountFigure(page: Page, key: string): Promise<number> {
  await page.goto('/#/cash/shopcash');
  const value = page.getByTestId(`cash-figure-${key}`).locator('.ant-statistic-content');
  await expect(value).toHaveText(/\d/);
  return Number(((await value.textContent()) ?? '').replace(/[^\d.]/g, ''));
}

/**
 * Applies for a withdrawal of `amount` to the default method from the withdrawals page
 * (seeing the preview's fee and net, then the confirmation), marks it paid with a transfer
 * reference, and answers its number.
 */
export async function applyAndPay(page: Page, amount: string, fee: string, net: string): Promise<string> {
  await page.goto('/#/cash/withdraw');
  await page.getByTestId('withdraw-apply').click();
  const dialog = page.locator('.ant-modal:visible').filter({ has: page.getByTestId('withdraw-amount') });
  await dialog.getByTestId('withdraw-amount').fill(amount);
  await expect(dialog.getByTestId('withdraw-preview-fee')).toHaveText(`¥${fee}`);
  await expect(dialog.getByTestId('withdraw-preview-net')).toHaveText(`¥${net}`);
  await expect(dialog.getByTestId('withdraw-refusal')).toHaveCount(0);
  await dialog.getByTestId('withdraw-apply-next').click();
  await expect(page.getByTestId('withdraw-confirm-text')).toHaveText(`You will receive ¥${net} after a fee of ¥${fee}.`);
  // An access token that expires on the way is answered 402 and the request sent again.
  const applied = page.waitForResponse((res) => res.url().includes('/api/admin/cashWithdraw/apply') && res.status() !== 402);
  await page.getByTestId('withdraw-apply-confirm').click();
  const reply = (await (await applied).json()) as { code: number; data: { sn: string } };
  expect(reply.code).toBe(200);
  const sn = reply.data.sn;
  await expect(page.getByText('Applied; the withdrawal awaits a decision')).toBeVisible();

  await page.goto(`/#/cash/withdraw?sn=${sn}`);
  const row = page.getByRole('main').locator('tr.ant-table-row').filter({ hasText: sn });
  await expect(row).toHaveCount(1);
  await expect(row.locator('.ant-tag', { hasText: 'Pending' })).toBeVisible();
  await row.getByRole('button', { name: 'Mark paid' }).click();
  const pay = page.locator('.ant-modal:visible').filter({ hasText: `Mark ${sn} paid` });
  const reference = `TR${Date.now() % 1_000_000_000}`;
  await pay.getByTestId('withdraw-decide-text').fill(reference);
  await pay.getByTestId('withdraw-decide-next').click();
  await page.getByTestId('withdraw-decide-confirm').click();
  await expect(page.getByText('Marked paid')).toBeVisible();
  await expect(row.locator('.ant-tag', { hasText: 'Paid' })).toBeVisible();
  await expect(row).toContainText(reference);
  return sn;
}

/** The fund flow of one withdrawal shows its application and its payment. */
export async function flowOfWithdrawal(page: Page, sn: string, amount: string) {
  await page.goto(`/#/cash/runwater?reference=${sn}`);
  const rows = page.getByRole('main').locator('tr.ant-table-row:visible');
  await expect(rows).toHaveCount(2);
  const applied = rows.filter({ has: page.locator('.ant-tag', { hasText: /^Applied$/ }) });
  await expect(applied).toContainText(`−${amount}`);
  await expect(applied).toContainText(`+${amount}`);
  await expect(rows.filter({ has: page.locator('.ant-tag', { hasText: /^Paid out$/ }) })).toContainText(`−${amount}`);
}
