import { expect, test } from '@playwright/test';
import { send } from './api';
import { publishAndTakeOff } from './goodsFlow';
import { signInAdmin } from './signIn';

/*
 * Goods on the mock: a multi-spec goods published with a picture uploaded from the album
 * picker and the dress category's required attribute, found in the list, taken off shelf;
 * its picture then cannot be deleted from the album.
 */


test('publish a multi-spec goods with an uploaded picture, find it, take it off shelf', async ({ page }) => {
  test.setTimeout(120_000);
  await signInAdmin(page);
  const { name, picture } = await publishAndTakeOff(page, { category: ['服饰鞋包', '女装', '连衣裙'], attributes: ['纯棉'] });

  // The album refuses to delete a picture the goods uses, naming the goods.
  const { status, msg } = await send(page, 'POST', '/admin/picture/destroy', { ids: [picture] });
  expect({ status, msg }).toEqual({ status: 409, msg: `picture ${picture} is used by goods: ${name}` });
});
