import { type APIRequestContext, type BrowserContext, expect, type Page, test } from '@playwright/test';
import { signInAdmin } from './signIn';

/*
 * Two runs against one mock server, each in its own X-Mock-Session (docs/mock.md), never see
 * each other's writes: one context sends the header with extraHTTPHeaders, the other adds
 * it to the console's API calls by route interception, as two Playwright workers would
 * (e.g. `e2e-${test.info().workerIndex}`). A guarantee text added in the first session shows
 * in its console and not in the second's, nor in the shared default data.
 */

/**
 * A fresh access token (this run's tokens live 6 s), signed in within the session: the sample
 * accounts exist in every session, but a token holds its own session's sign-in state.
 */
async function fresh(request: APIRequestContext, session?: string): Promise<string> {
  const headers: Record<string, string> = session ? { 'X-Mock-Session': session } : {};
  const res = await request.post('/api/shop/login', { data: { username: 'admin', password: '123456' }, headers });
  expect(res.status()).toBe(200);
  return (await res.json()).data.token;
}


/** Titles of the guarantees whose text matches keyword, as the session sees them. */
async function titles(request: APIRequestContext, token: string, keyword: string, session?: string): Promise<string[]> {
  const headers: Record<string, string> = { Authorization: `Bearer ${token}` };
  if (session) headers['X-Mock-Session'] = session;
  const res = await request.get(`/api/admin/guarantee/index?keyword=${encodeURIComponent(keyword)}`, { headers });
  expect(res.status()).toBe(200);
  const body = await res.json();
  return body.data.list.map((g: { title: string }) => g.title);
}

async function openList(page: Page, keyword: string) {
  await page.goto(`/#/goods/goods/aftersale?keyword=${encodeURIComponent(keyword)}`);
  await page.reload(); // the list as the server has it now, not as the page cached it
  await expect(page.getByRole('main').locator('.ant-table')).toBeVisible();
}

test('two sessions never see each other’s writes', async ({ browser }) => {
  test.setTimeout(90_000);
  const worker = test.info().workerIndex;
  const a = `e2e-a-${worker}`;
  const b = `e2e-b-${worker}`;
  const title = `Session ${a} only ${Date.now() % 100000}`;

  // Session a: the header on every request of the context.
  const ctxA: BrowserContext = await browser.newContext({ extraHTTPHeaders: { 'X-Mock-Session': a } });
  // Session b: the header added to the console's API calls by route interception.
  const ctxB: BrowserContext = await browser.newContext();
  await ctxB.route('**/api/**', (route) =>
    route.continue({ headers: { ...route.request().headers(), 'x-mock-session': b } }),
  );
  try {
    const pageA = await ctxA.newPage();
    const pageB = await ctxB.newPage();
    // Both start from the sample data (before signing in: a reset drops the refresh tokens).
    for (const [request, session] of [
      [ctxA.request, a],
      [ctxB.request, b],
    ] as const) {
      const reset = await request.post('/api/__mock/reset', {
        headers: { Authorization: `Bearer ${await fresh(request, session)}`, 'X-Mock-Session': session },
      });
      expect(reset.status()).toBe(200);
    }
    await signInAdmin(pageA);
    await signInAdmin(pageB);

    // Session a writes, through the API of its context (the header comes from the context).
    const add = await ctxA.request.post('/api/admin/guarantee/add', {
      headers: { Authorization: `Bearer ${await fresh(ctxA.request)}` },
      data: { title, content: 'Written in one session, read in no other.' },
    });
    expect(add.status()).toBe(200);

    // Session a's console lists it; session b's console does not.
    await openList(pageA, title);
    await expect(pageA.getByRole('cell', { name: title, exact: true })).toBeVisible();
    await openList(pageB, title);
    await expect(pageB.getByRole('main').locator('.ant-empty')).toBeVisible();
    await expect(pageB.getByRole('cell', { name: title, exact: true })).toHaveCount(0);

    // The same through the API: a sees it, b and the default data (no header) do not.
    expect(await titles(ctxA.request, await fresh(ctxA.request), title)).toEqual([title]);
    expect(await titles(ctxB.request, await fresh(ctxB.request, b), title, b)).toEqual([]);
    const plain = await browser.newContext();
    try {
      expect(await titles(plain.request, await fresh(plain.request), title)).toEqual([]);
    } finally {
      await plain.close();
    }

    // b writes its own; a still sees only its one.
    const tokenB = await fresh(ctxB.request, b);
    const addB = await ctxB.request.post('/api/admin/guarantee/add', {
      headers: { Authorization: `Bearer ${tokenB}`, 'X-Mock-Session': b },
      data: { title: `${title} b`, content: 'Session b only.' },
    });
    expect(addB.status()).toBe(200);
    expect(await titles(ctxA.request, await fresh(ctxA.request), title)).toEqual([title]);
    expect(await titles(ctxB.request, tokenB, title, b)).toEqual([`${title} b`]);
    // b's console reads b's data (the intercepted header), a's console still only a's.
    await openList(pageB, title);
    await expect(pageB.getByRole('cell', { name: `${title} b`, exact: true })).toBeVisible();
    await expect(pageB.getByRole('cell', { name: title, exact: true })).toHaveCount(0);
    await openList(pageA, title);
    await expect(pageA.getByRole('cell', { name: title, exact: true })).toBeVisible();
    await expect(pageA.getByRole('cell', { name: `${title} b`, exact: true })).toHaveCount(0);
  } finally {
    await ctxA.close();
    await ctxB.close();
  }
});
