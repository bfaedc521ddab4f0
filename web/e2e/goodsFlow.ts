import { expect, type Page } from '@playwright/test';
import { dirtyPicture, expectCleanPicture } from './pictures';

/*
 * Publishing a multi-spec goods through the form, on either backend: an uploaded picture
 * (into an album, from the picker), two specs whose SKU grid is batch-filled, then the goods
 * found in the list, its SKUs' stock read from its stock cell, and taken off the shelf.
 */


export interface GoodsFlow {
  /** The category's names from the top. */
  category: string[];
  /** Options to choose in the attribute rows, by row. */
  attributes?: string[];
}

async function pick(page: Page, ...names: string[]) {
  for (const name of names) await page.locator('.ant-cascader-menu-item:visible', { hasText: name }).first().click();
}

export async function publishAndTakeOff(page: Page, flow: GoodsFlow) {
  const name = `E2E 连衣裙 ${Date.now() % 1_000_000}`;
  await page.goto('/#/goods/form');
  await page.getByTestId('goods-name').fill(name);
  await page.getByTestId('goods-category').click();
  await pick(page, ...flow.category);
  for (const [k, option] of (flow.attributes ?? []).entries()) {
    await page.getByTestId(`attribute-${k}`).click();
    await page.locator(`.ant-select-item-option[title="${option}"]:visible`).click();
  }

  // A picture uploaded in place from the picker (carrying a page in a text chunk, which the
  // server strips): it is chosen, and becomes the cover.
  await page.getByTestId('picture-pick').click();
  const picker = page.getByRole('dialog');
  await expect(picker.getByTestId('picker-albums')).toBeVisible();
  const uploaded = page.waitForResponse((r) => r.url().endsWith('/api/admin/album/upload') && r.status() === 200);
  await picker.locator('input[type=file]').setInputFiles({ name: 'e2e-cover.png', mimeType: 'image/png', buffer: dirtyPicture });
  const picture = ((await (await uploaded).json()) as { data: { list: { id: number }[] } }).data.list[0].id;
  await expectCleanPicture(page, picture);
  await expect(picker.getByText(/^1 of \d+ chosen$/)).toBeVisible();
  await picker.getByTestId('picker-ok').click();
  await expect(page.getByTestId('goods-picture-0').locator('img')).toHaveAttribute('src', `/api/pictures/thumb?id=${picture}`);
  await expect.poll(() => page.getByTestId('goods-picture-0').locator('img').evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(1);

  // Two specs: a 2 × 2 grid, batch-filled.
  await page.getByTestId('spec-type').getByText('Multiple specs').click();
  await page.getByTestId('spec-add').click();
  await page.getByTestId('spec-name-0').fill('颜色');
  await page.getByTestId('spec-values-0').getByRole('combobox').pressSequentially('红,蓝,');
  await page.getByTestId('spec-add').click();
  await page.getByTestId('spec-name-1').fill('尺码');
  await page.getByTestId('spec-values-1').getByRole('combobox').pressSequentially('S,M,');
  await expect(page.getByTestId('sku-grid').locator('tbody tr.ant-table-row')).toHaveCount(4);
  await page.getByTestId('batch-price').fill('19.90');
  await page.getByTestId('sku-batch').getByTestId('batch-stock').fill('5');
  await page.getByTestId('batch-fill').click();
  await expect(page.getByTestId('sku-total')).toHaveText('Total stock: 20');

  // The mock's access tokens live 6 s: a 402 is refreshed and sent again by the console.
  const added = page.waitForResponse((r) => r.url().endsWith('/api/admin/goods/add') && r.status() !== 402);
  await page.getByTestId('goods-publish').click();
  const answer = await added;
  expect(answer.status(), await answer.text()).toBe(200);
  const goods = ((await answer.json()) as { data: { id: number; pictures: { id?: number }[]; skus: unknown[] } }).data;
  expect(goods.pictures[0].id).toBe(picture);
  expect(goods.skus).toHaveLength(4);
  await expect(page).toHaveURL(new RegExp(`goodsdetail/${goods.id}$`));

  // Found in the list, then taken off the shelf.
  await page.goto(`/#/goods/goodslist?keyword=${encodeURIComponent(name)}`);
  const row = page.getByRole('main').locator('tr.ant-table-row').filter({ hasText: name });
  await expect(row).toHaveCount(1);
  // The stock of each SKU, read when its popover opens.
  await page.getByTestId(`goods-stock-${goods.id}`).click();
  const stock = page.getByRole('tooltip').filter({ hasText: '红 / S' });
  await expect(stock.locator('tbody tr.ant-table-row')).toHaveCount(4);
  await expect(stock.getByRole('cell', { name: '5', exact: true })).toHaveCount(4);
  await page.keyboard.press('Escape');
  await row.getByText('Take off shelf').click();
  const ask = page.getByRole('tooltip').filter({ hasText: 'off shelf?' });
  await expect(ask).toContainText(name);
  await ask.getByRole('button', { name: 'OK' }).click();
  await expect(page.getByText('1 goods taken off shelf')).toBeVisible();
  await expect(row.getByText('Put on shelf')).toBeVisible();
  return { name, id: goods.id, picture };
}
