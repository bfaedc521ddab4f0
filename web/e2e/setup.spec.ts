import { expect, test } from '@playwright/test';
import { signInAdmin } from './signIn';
import { addAddress, addressRow } from './setupFlow';

/*
 * The shop's addresses on the mock: an address added as the return warehouse is tagged and
 * shown on the return-warehouse page; it cannot be deleted until another address takes its
 * place, then it can.
 */

test('the return warehouse is tagged, shown, kept from deletion until another is chosen', async ({ page }) => {
  test.setTimeout(120_000);
  await page.setViewportSize({ width: 1440, height: 1000 });
  await signInAdmin(page);
  const stamp = Date.now() % 100000;
  const first = `E2E 仓库 ${stamp}`;
  const second = `E2E 备用 ${stamp}`;

  const row = await addAddress(page, first, { returnWarehouse: true });
  await expect(row.getByText('Return warehouse', { exact: true })).toBeVisible();
  // Exactly one return warehouse.
  await expect(page.getByRole('main').locator('[data-testid^=address-return-tag-]')).toHaveCount(1);

  await page.goto('/#/set/refundAddress');
  const current = page.getByRole('main').getByTestId('warehouse-current');
  await expect(current).toContainText(first);
  await expect(current).toContainText('浙江省杭州市西湖区文三路 100 号');

  // Its delete is off, and says why.
  await page.goto('/#/set/shopcash');
  const del = row.getByRole('button', { name: 'Delete' });
  await expect(del).toBeDisabled();
  await row.getByTestId(/^address-delete-blocked-/).hover();
  await expect(page.getByRole('tooltip')).toContainText('choose another return warehouse first');

  // Another address takes its place, chosen on the return-warehouse page.
  await addAddress(page, second);
  await page.goto('/#/set/refundAddress');
  await page.getByRole('main').getByTestId('warehouse-change').click();
  const dialog = page.getByRole('dialog', { name: 'Choose the return warehouse' });
  await dialog.getByRole('radio', { name: new RegExp(second) }).check();
  await dialog.getByTestId('warehouse-change-ok').click();
  await expect(dialog).toBeHidden();
  await expect(current).toContainText(second);

  // Now the first may go.
  await page.goto('/#/set/shopcash');
  await expect(row.getByText('Return warehouse', { exact: true })).toHaveCount(0);
  await row.getByRole('button', { name: 'Delete' }).click();
  const confirm = page.locator('.ant-popconfirm:visible');
  await expect(confirm).toContainText(`Delete the address "${first}`);
  await confirm.getByTestId('address-delete-ok').click();
  await expect(addressRow(page, first)).toHaveCount(0);
  await expect(addressRow(page, second).getByText('Return warehouse', { exact: true })).toBeVisible();
});
