import { expect, type Locator, type Page } from '@playwright/test';

/** The row of the address whose contact is `contact` in the address list. */
export const addressRow = (page: Page, contact: string): Locator =>
  page.getByRole('main').locator('.ant-table-row').filter({ hasText: contact });

/**
 * Adds an address in 浙江省 杭州市 西湖区 from the address list (`/set/shopcash`) and answers its
 * row; `returnWarehouse` asks for it to become the return warehouse.
 */
export async function addAddress(page: Page, contact: string, { returnWarehouse = false } = {}): Promise<Locator> {
  await page.goto('/#/set/shopcash');
  await expect(page.getByRole('main').getByTestId('address-add')).toBeVisible();
  await page.getByRole('main').getByTestId('address-add').click();
  const dialog = page.getByRole('dialog', { name: 'Add an address' });
  await dialog.getByTestId('address-contact').fill(contact);
  await dialog.getByTestId('address-mobile').fill('13912345678');
  await dialog.getByRole('combobox').click();
  await page.locator('.ant-cascader-menu-item[title="浙江省"]').click();
  await page.locator('.ant-cascader-menu-item[title="杭州市"]').click();
  await page.locator('.ant-cascader-menu-item[title="西湖区"]').click();
  await dialog.getByTestId('address-detail').fill('文三路 100 号');
  const ret = dialog.getByTestId('address-return');
  if (returnWarehouse && !(await ret.isChecked())) await ret.click();
  await dialog.getByTestId('address-save').click();
  await expect(dialog).toBeHidden();
  const row = addressRow(page, contact);
  await expect(row).toHaveCount(1);
  return row;
}
