import { expect, test, type Page } from '@playwright/test';
import { signInAdmin } from './signIn';

/*
 * Freight templates on the mock: a sample template opens in the rule editor, the calculate
 * box prices a parcel with the rules as edited, and leaving with unsaved changes asks first.
 */


async function pick(page: Page, ...names: string[]) {
  for (const name of names) await page.locator('.ant-cascader-menu-item:visible', { hasText: name }).first().click();
}

test('a template prices a parcel in the calculate box, and leaving unsaved changes asks first', async ({ page }) => {
  test.setTimeout(90_000);
  await signInAdmin(page);
  await page.goto('/#/goods/goods/freight?keyword=江浙沪包邮');
  const main = page.getByRole('main');
  const row = main.getByRole('row').filter({ has: page.getByRole('cell', { name: '江浙沪包邮', exact: true }) });
  await row.getByRole('button', { name: 'Edit' }).click();
  await expect(page).toHaveURL(/freightForm\?id=\d+$/);
  await expect(page.getByTestId('freight-name')).toHaveValue('江浙沪包邮');

  // Zhejiang ships free by the region rule; elsewhere the default rule: 10.00 + 2.00 per extra piece.
  const calc = page.getByTestId('freight-calc');
  await calc.getByRole('combobox').first().click();
  await pick(page, '浙江省', '杭州市', '西湖区');
  await calc.getByTestId('calc-quantity').fill('3');
  await calc.getByTestId('calc-run').click();
  await expect(page.getByTestId('calc-result')).toContainText('Fee: ¥0.00');

  await calc.getByRole('combobox').first().click();
  await pick(page, '广东省', '深圳市', '南山区');
  await calc.getByTestId('calc-run').click();
  await expect(page.getByTestId('calc-result')).toContainText('Fee: ¥14.00 · by the default rule');

  // The box uses the rules as edited, before they are saved.
  const firstFee = page.getByTestId('freight-form').getByLabel('First fee (¥)').first();
  await firstFee.fill('12');
  await calc.getByTestId('calc-run').click();
  await expect(page.getByTestId('calc-result')).toContainText('Fee: ¥16.00');

  await page.getByRole('button', { name: 'Back to the list' }).click();
  const ask = page.getByRole('dialog', { name: 'Leave this page?' });
  await expect(ask).toBeVisible();
  await ask.getByTestId('keep-editing').click();
  await expect(firstFee).toHaveValue('12');
  await page.getByRole('button', { name: 'Back to the list' }).click();
  await ask.getByTestId('discard-changes').click();
  await expect(page).toHaveURL(/#\/goods\/goods\/freight$/);
});
