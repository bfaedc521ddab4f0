import { expect, test, type Page } from '@playwright/test';
import { dirtyPicture, expectCleanPicture } from './pictures';

/*
 * The album end to end on the mock: sample albums with their covers, a real upload (a PNG
 * made here, with a page in a text chunk that the server strips) into the chosen album
 * shown as a thumbnail the server made, then deleted.
 */

async function signIn(page: Page) {
  await page.addInitScript(() => localStorage.setItem('language', 'en'));
  await page.goto('/');
  await page.locator('#login_username').fill('admin');
  await page.locator('#login_password').fill('123456');
  await page.locator('#login_password').press('Enter');
  await expect(page.getByTestId('home-username')).toHaveText('admin');
}

test('upload a picture into an album, see its thumbnail, delete it', async ({ page }) => {
  await signIn(page);
  await page.goto('/#/goods/goods/pic');
  const album = page.getByTestId('album-3');
  await expect(album).toContainText('详情图');
  await album.click();
  await expect(page).toHaveURL(/albumId=3/);
  // The URL changes first; the page shows the album (and uploads into it) once it has rendered.
  await expect(album).toHaveAttribute('aria-current', 'true');

  const uploaded = page.waitForResponse((r) => r.url().endsWith('/api/admin/album/upload') && r.status() === 200);
  await page.locator('input[type=file]').setInputFiles({ name: 'e2e-dot.png', mimeType: 'image/png', buffer: dirtyPicture });
  const answer = (await (await uploaded).json()) as { data: { list: { id: number; thumbUrl: string }[] } };
  const id = answer.data.list[0].id;
  await expectCleanPicture(page, id);
  await expect(page.getByText('e2e-dot.png uploaded')).toBeVisible();
  const card = page.getByTestId(`picture-${id}`);
  await expect(card.getByRole('img', { name: 'e2e-dot.png' })).toHaveAttribute('src', `/api/pictures/thumb?id=${id}`);
  // The browser loaded the thumbnail the server made.
  await expect.poll(() => card.getByRole('img', { name: 'e2e-dot.png' }).evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(1);

  await card.getByRole('button', { name: 'Delete' }).click();
  await page.locator('.ant-popconfirm').getByRole('button', { name: 'OK' }).click();
  await expect(page.getByText('Deleted')).toBeVisible();
  await expect(card).toHaveCount(0);
});
