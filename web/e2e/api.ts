import type { Page } from '@playwright/test';

/** An answer of the API: the HTTP status and the envelope. */
export interface Reply {
  status: number;
  code: number;
  msg: string;
  data: unknown;
}

/**
 * Sends a request as the signed-in staff member. The mock's access tokens live 6 s and only the
 * console renews them (on a 402, with the refresh cookie, which works once): a refused call
 * reloads the page, waits until the console holds a new token, and is sent again.
 */
export async function send(page: Page, method: 'GET' | 'POST', path: string, body?: unknown): Promise<Reply> {
  for (let attempt = 0; ; attempt++) {
    const { token, ...reply } = await page.evaluate(
      async ({ method, path, body }) => {
        const token = localStorage.getItem('shop-token');
        const res = await fetch(`/api${path}`, {
          method,
          headers: { 'Content-Type': 'application/json', 'Accept-Language': 'en', Authorization: `Bearer ${token}` },
          body: body === undefined ? undefined : JSON.stringify(body),
        });
        return { token, status: res.status, ...((await res.json()) as { code: number; msg: string; data: unknown }) };
      },
      { method, path, body },
    );
    if (reply.code !== 402 || attempt >= 3) return reply;
    await page.reload();
    await page.waitForFunction((stale) => localStorage.getItem('shop-token') !== stale, token);
  }
}

/** Calls the API as the signed-in staff member (see send) and answers `data`. */
export async function api<T>(page: Page, method: 'GET' | 'POST', path: string, body?: unknown): Promise<T> {
  const reply = await send(page, method, path, body);
  if (reply.code !== 200) throw new Error(`${method} ${path}: ${reply.code} ${reply.msg}`);
  return reply.data as T;
}

/** A SKU of an on-shelf goods with some stock: the list finds the goods, its detail the SKU (the list carries no SKUs). */
export async function skuOnSale(page: Page): Promise<{ goods: number; sku: number }> {
  const on = await api<{ list: { id: number; stock: number }[] }>(page, 'GET', '/admin/goods/index?tab=on&pageSize=50');
  for (const g of on.list.filter((row) => row.stock > 5)) {
    const s = (await api<{ skus: { id: number; stock: number }[] }>(page, 'GET', `/admin/goods/detail?id=${g.id}`)).skus.find((k) => k.stock > 5);
    if (s) return { goods: g.id, sku: s.id };
  }
  throw new Error('no sample goods with stock');
}
