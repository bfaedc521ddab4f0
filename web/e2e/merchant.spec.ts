import { expect, test, type Page } from '@playwright/test';
import { signInAdmin } from './signIn';

/*
 * Merchant account opening on the mock: the shop's half-filled draft is completed step by step
 * (a licence and ID pictures from the album), submitted, and approved by the admin (who holds
 * the approver's permission).
 */

async function pickPicture(page: Page, field: string) {
  await page.getByTestId(`merchant-${field}-choose`).click();
  const picker = page.getByRole('dialog');
  await expect(picker.getByTestId('picker-albums')).toBeVisible();
  await picker.locator('[data-testid^="picker-picture-"]').first().click();
  await picker.getByTestId('picker-ok').click();
  await expect(picker).toBeHidden();
  await expect(page.getByTestId(`merchant-${field}-image`)).toBeVisible();
}

async function step(page: Page, title: string) {
  await page.getByTestId('merchant-steps').getByText(title, { exact: true }).click();
}

async function choose(page: Page, testId: string, option: string) {
  await page.getByTestId(testId).click();
  await page.locator(`.ant-select-item-option[title="${option}"]:visible`).click();
}

async function confirm(page: Page) {
  await page.locator('.ant-popover:visible').getByRole('button', { name: 'OK' }).click();
}

test('an application is completed with a licence picture, submitted and approved', async ({ page }) => {
  test.setTimeout(120_000);
  await signInAdmin(page);
  await page.goto('/#/merchant/form');
  await expect(page.getByTestId('merchant-state')).toHaveText('Draft');

  await step(page, 'Company & licence');
  await page.getByTestId('merchant-licenceNo').fill('91350100M000100Y43');
  await pickPicture(page, 'licencePicture');

  await step(page, 'Legal person');
  await page.getByTestId('merchant-legalName').fill('张伟');
  await page.getByTestId('merchant-idNumber').fill('11010519491231002X');
  await pickPicture(page, 'idFrontPicture');
  await pickPicture(page, 'idBackPicture');
  // A draft keeps what is there so far.
  await page.getByTestId('merchant-save').click();
  await expect(page.getByText('Draft saved')).toBeVisible();

  await step(page, 'Settlement');
  await choose(page, 'merchant-bank', '招商银行');
  await page.getByTestId('merchant-accountHolder').fill('杭州示例商贸有限公司');
  await page.getByTestId('merchant-accountNo').fill('1202020209000012345');

  await step(page, 'Shop');
  await choose(page, 'merchant-category', 'Apparel & bags');

  await page.getByTestId('merchant-submit').click();
  await confirm(page);
  await expect(page.getByTestId('merchant-state')).toHaveText('Submitted, under review');
  await expect(page.getByTestId('merchant-save')).toHaveCount(0);

  // The admin holds the approver's permission: the review, the whole ID number.
  await step(page, 'Legal person');
  await expect(page.getByTestId('merchant-idNumber')).toHaveValue('11010519491231002X');
  await page.getByTestId('merchant-approve').click();
  await confirm(page);
  await expect(page.getByTestId('merchant-state')).toHaveText('Approved');
  await expect(page.getByTestId('merchant-history')).toContainText('admin · Approved');
});
