import { expect, type Page } from '@playwright/test';

/*
 * Merchant account opening, on either backend: the shop's application is filled in step by
 * step from whatever draft there is (the mock's is half filled, a fresh Postgres schema's
 * empty), with the licence and ID pictures uploaded in the album's picker, submitted, and
 * approved by the admin (who holds the approver's permission on both backends).
 */

const onePixel = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==', 'base64');

/** Uploads a picture in the field's picker, where it is chosen, and takes it. */
async function uploadPicture(page: Page, field: string) {
  await page.getByTestId(`merchant-${field}-choose`).click();
  const picker = page.getByRole('dialog');
  await expect(picker.getByTestId('picker-albums')).toBeVisible();
  const uploaded = page.waitForResponse((r) => r.url().endsWith('/api/admin/album/upload') && r.status() === 200);
  await picker.locator('input[type=file]').setInputFiles({ name: `e2e-${field}.png`, mimeType: 'image/png', buffer: onePixel });
  await uploaded;
  await expect(picker.getByText(/^1 of \d+ chosen$/)).toBeVisible();
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

/** From `/merchant/form` as a draft (saved or not) to Approved, signed in as admin with the console in English. */
export async function applyAndApprove(page: Page) {
  await page.goto('/#/merchant/form');
  // The mock's sample draft, or on a fresh Postgres schema the empty one, not saved yet.
  await expect(page.getByTestId('merchant-state')).toHaveText(/^(Draft|Not saved yet)$/);

  await step(page, 'Subject');
  await page.getByTestId('merchant-kind').getByText('Company', { exact: true }).click();

  await step(page, 'Company & licence');
  await page.getByTestId('merchant-companyName').fill('杭州示例商贸有限公司');
  await page.getByTestId('merchant-licenceNo').fill('91350100M000100Y43');
  await uploadPicture(page, 'licencePicture');

  await step(page, 'Legal person');
  await page.getByTestId('merchant-legalName').fill('张伟');
  await page.getByTestId('merchant-idNumber').fill('11010519491231002X');
  await uploadPicture(page, 'idFrontPicture');
  await uploadPicture(page, 'idBackPicture');
  // A draft keeps what is there so far.
  await page.getByTestId('merchant-save').click();
  await expect(page.getByText('Draft saved')).toBeVisible();

  await step(page, 'Settlement');
  await choose(page, 'merchant-bank', '招商银行');
  await page.getByTestId('merchant-accountHolder').fill('杭州示例商贸有限公司');
  await page.getByTestId('merchant-accountNo').fill('1202020209000012345');

  await step(page, 'Shop');
  await page.getByTestId('merchant-shopName').fill('示例旗舰店');
  await choose(page, 'merchant-category', 'Apparel & bags');

  await step(page, 'Contact');
  await page.getByTestId('merchant-contactName').fill('张伟');
  await page.getByTestId('merchant-contactMobile').fill('13812345678');

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
}
