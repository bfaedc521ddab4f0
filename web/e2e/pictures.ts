import { crc32 } from 'node:zlib';
import { expect, type Page } from '@playwright/test';

// A 1×1 PNG: the smallest picture the server accepts.
const onePixel = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==', 'base64');

/** The page a dirty picture hides in a text chunk. */
const hidden = '<html><script>alert(document.cookie)</script></html>';

/** A PNG chunk: its length, kind, body and checksum. */
function chunk(kind: string, body: Buffer): Buffer {
  const head = Buffer.alloc(4);
  head.writeUInt32BE(body.length);
  const typed = Buffer.concat([Buffer.from(kind, 'latin1'), body]);
  const sum = Buffer.alloc(4);
  sum.writeUInt32BE(crc32(typed));
  return Buffer.concat([head, typed, sum]);
}

/** The 1×1 PNG with a tEXt chunk holding an HTML page after its header, as uploads may come. */
export const dirtyPicture = Buffer.concat([
  onePixel.subarray(0, 33),
  chunk('tEXt', Buffer.from(`Comment\0${hidden}`, 'latin1')),
  onePixel.subarray(33),
]);

/** The picture is served without the page it was uploaded with, as a PNG that runs nothing. */
export async function expectCleanPicture(page: Page, id: number) {
  const file = await page.request.get(`/api/pictures/file?id=${id}`);
  expect(file.status()).toBe(200);
  const body = await file.body();
  expect(body.includes('<html'), 'the hidden page is served').toBe(false);
  expect(body.equals(onePixel), 'the stored picture is the picture alone').toBe(true);
  expect(file.headers()['content-type']).toBe('image/png');
  expect(file.headers()['x-content-type-options']).toBe('nosniff');
  expect(file.headers()['content-security-policy']).toBe("default-src 'none'; sandbox");
}
