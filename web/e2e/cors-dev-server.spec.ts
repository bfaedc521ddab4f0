import { createServer, type Server } from 'node:http';
import { expect, type Page, test } from '@playwright/test';

/*
 * A dev server on another port (as Vite on http://localhost:5173) signs in against the mock
 * by CORS and keeps its session with the refresh cookie. The dev server is a plain HTTP
 * server of this test on E2E_PORT + 3 serving an empty page (a page served by route
 * interception would count as a public site, which Chromium forbids to call loopback); the
 * API is the mock of this run, reached as http://localhost:<port>: the same site as the
 * page, so the SameSite=Strict cookie goes along. As http://127.0.0.1:<port> it is another
 * site, and the cookie stays home.
 */
const devPort = Number(process.env.E2E_PORT || 10099) + 3;
const devOrigin = `http://localhost:${devPort}`;
let dev: Server;

test.beforeAll(async () => {
  dev = createServer((_req, res) => {
    res.writeHead(200, { 'Content-Type': 'text/html' });
    res.end('<!doctype html><title>dev server</title>');
  });
  await new Promise<void>((resolve) => dev.listen(devPort, '127.0.0.1', resolve));
});

test.afterAll(async () => {
  await new Promise((resolve) => dev.close(resolve));
});

async function openDevPage(page: Page) {
  await page.goto(`${devOrigin}/`);
  await expect(page).toHaveTitle('dev server');
}

test('a page of a dev server on another port signs in on the mock and refreshes with the cookie', async ({ page, baseURL }) => {
  const api = `${(baseURL ?? '').replace('127.0.0.1', 'localhost')}/api`;
  await openDevPage(page);

  const result = await page.evaluate(async (api) => {
    const login = await fetch(`${api}/shop/login`, {
      method: 'POST',
      credentials: 'include',
      headers: { 'Content-Type': 'application/json', 'Accept-Language': 'en' },
      body: JSON.stringify({ username: 'admin', password: '123456' }),
    });
    const signedIn = await login.json();
    // Only the cookie, which the page cannot read (HttpOnly), proves who asks.
    const refresh = await fetch(`${api}/refreshToken`, { credentials: 'include' });
    const refreshed = await refresh.json();
    const info = await fetch(`${api}/userInfo`, { headers: { Authorization: `Bearer ${refreshed.data?.token}` } });
    // The rotated-out cookie was replaced: a second refresh works too.
    const again = await fetch(`${api}/refreshToken`, { credentials: 'include' });
    return {
      login: login.status,
      token: typeof signedIn.data?.token,
      cookieVisible: document.cookie.includes('shop_refresh'),
      refresh: refresh.status,
      info: info.status,
      user: (await info.json()).data?.username,
      again: again.status,
    };
  }, api);
  expect(result).toEqual({
    login: 200,
    token: 'string',
    cookieVisible: false,
    refresh: 200,
    info: 200,
    user: 'admin',
    again: 200,
  });
});

test('called as 127.0.0.1, another site than the page, the refresh cookie stays home', async ({ page, baseURL }) => {
  const api = `${(baseURL ?? '').replace('localhost', '127.0.0.1')}/api`;
  await openDevPage(page);
  const result = await page.evaluate(async (api) => {
    const login = await fetch(`${api}/shop/login`, {
      method: 'POST',
      credentials: 'include',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ username: 'admin', password: '123456' }),
    });
    const refresh = await fetch(`${api}/refreshToken`, { credentials: 'include' });
    return { login: login.status, refresh: refresh.status };
  }, api);
  // Signing in works (CORS allows the page); keeping the session needs the localhost name.
  expect(result).toEqual({ login: 200, refresh: 401 });
});
