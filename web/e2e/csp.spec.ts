import { readFileSync } from 'node:fs';
import { expect, test, type Page } from '@playwright/test';
import { signInAdmin } from './signIn';

/*
 * The console and the API reference page work under the Content-Security-Policy the binary
 * sends: the pages that load the most kinds of things (antd's runtime styles, remixicon's
 * fonts, ECharts with its tooltip, the rich-text editor, thumbnails, the service worker,
 * a theme switch, Scalar and its "try it") are opened, and any violation the browser reports fails the test.
 */

/** Collects what the browser blocked: violation events and its console's CSP errors. */
async function watchBlocked(page: Page): Promise<string[]> {
  const blocked: string[] = [];
  await page.exposeFunction('reportCspViolation', (what: string) => blocked.push(what));
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (e) => {
      const report = (window as unknown as { reportCspViolation: (what: string) => void }).reportCspViolation;
      report(`${location.pathname}${location.hash}: ${e.effectiveDirective} blocked ${e.blockedURI || 'inline'} (${e.sourceFile}:${e.lineNumber})`);
    });
  });
  page.on('console', (msg) => {
    if (/Content Security Policy|Refused to/i.test(msg.text())) blocked.push(`console: ${msg.text()}`);
  });
  page.on('pageerror', (err) => {
    if (/Content Security Policy|EvalError/i.test(err.message)) blocked.push(`error: ${err.message}`);
  });
  return blocked;
}

test('the console and the API reference page load nothing their policy blocks', async ({ page }) => {
  test.setTimeout(120_000);
  const blocked = await watchBlocked(page);
  // Checked after each stage, so that a failure names what the browser blocked, and where.
  const noneBlocked = (stage: string) => expect(blocked, `blocked during ${stage}`).toEqual([]);

  const answer = await page.request.get('/');
  const policy = answer.headers()['content-security-policy'] ?? '';
  expect(policy).toContain("script-src 'self';");
  expect(answer.headers()['x-content-type-options']).toBe('nosniff');

  // The theme button shows in the top bar (once: a saved theme stays).
  await page.addInitScript(() => {
    if (!localStorage.getItem('shop-theme')) localStorage.setItem('shop-theme', JSON.stringify({ showTheme: true }));
  });
  await signInAdmin(page);
  await expect(page.getByTestId('home-username')).toHaveText('admin');
  // The service worker installed (it fetched and cached the console's files) and runs.
  expect(await page.evaluate(async () => Boolean((await navigator.serviceWorker.ready).active))).toBe(true);
  noneBlocked('the sign-in and the home');

  // A list page with thumbnails, and the album's pictures.
  await page.goto('/#/goods/goodslist');
  await expect(page.locator('tr.ant-table-row:visible').first()).toBeVisible();
  await page.goto('/#/goods/goods/pic');
  const thumb = page.locator('img[src^="/api/pictures/thumb"]:visible').first();
  await expect(thumb).toBeVisible();
  await expect.poll(() => thumb.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
  noneBlocked('the goods list and the album');

  // The goods form with its rich-text editor.
  await page.goto('/#/goods/form');
  await expect(page.getByTestId('goods-name')).toBeVisible();
  await expect(page.locator('.ql-editor')).toBeVisible();
  await page.locator('.ql-editor').click();
  await page.keyboard.type('纯棉，透气');
  noneBlocked('the goods form');

  // Icons (remixicon's font).
  await page.goto('/#/vab/icon');
  await expect(page.locator('i[class^="ri-"]').first()).toBeVisible();
  noneBlocked('the icons');

  // A chart page: the canvas drawn, and the tooltip (HTML with style attributes) shown.
  await page.goto('/#/deal');
  await expect(page.getByTestId('stats-deal-figures')).toBeVisible();
  const canvas = page.getByTestId('stats-deal-chart').locator('canvas').first();
  await expect(canvas).toBeVisible();
  const box = await canvas.boundingBox();
  if (!box) throw new Error('the chart has no box');
  await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
  await page.waitForTimeout(300);
  noneBlocked('the chart');
  await expect(page.locator('[data-testid=stats-deal-chart] div[style*="pointer-events"]').first()).toBeVisible();

  // Another theme and background, saved.
  await page.getByTestId('theme-button').click();
  await page.getByTestId('theme-themeName').click();
  await page.locator('.ant-select-item[title="Ocean"]').click();
  await page.getByTestId('theme-save').click();
  await page.goto('/#/index');
  await page.reload();
  await expect(page.getByTestId('home-username')).toHaveText('admin');
  expect(await page.evaluate(() => localStorage.getItem('shop-theme'))).toContain('"ocean"');
  noneBlocked('the theme switch');

  // The API reference page: Scalar draws the contract and its operations.
  const docs = await page.request.get('/api/docs');
  expect(docs.headers()['content-security-policy']).toMatch(/script-src 'self'( 'sha256-[^']+')+;/);
  await page.goto('/api/docs');
  await expect(page.getByRole('heading', { name: /Shop Console/ }).first()).toBeVisible({ timeout: 30_000 });
  // "Try it" sends a request to this server and shows the answer.
  await page.getByText('Sign-in public key and backend kind').first().click();
  await page.getByRole('button', { name: /Test Request.*get \/publicKey/ }).click();
  await page.getByRole('button', { name: /^Send/ }).first().click();
  await expect(page.getByText('200 OK').first()).toBeVisible();

  // Violations are reported asynchronously: give the last page a moment.
  await page.waitForTimeout(500);
  noneBlocked('the API reference page');
});

interface RouteRecord {
  path: string;
  children?: RouteRecord[];
}

/** Every page of the console's route table (server/shell/routes.json) that needs no id. */
function screens(): string[] {
  const table = JSON.parse(readFileSync(new URL('../../server/shell/routes.json', import.meta.url), 'utf8')) as { routes: RouteRecord[] };
  const out: string[] = [];
  const walk = (records: RouteRecord[], base: string) => {
    for (const r of records) {
      const path = r.path.startsWith('/') ? r.path : `${base.replace(/\/$/, '')}/${r.path}`;
      if (r.children?.length) walk(r.children, path);
      else if (!path.includes(':')) out.push(path);
    }
  };
  walk(table.routes, '/');
  return out;
}

test('every screen of the console opens under its policy', async ({ page }) => {
  test.setTimeout(240_000);
  const blocked = await watchBlocked(page);
  await signInAdmin(page);
  const paths = screens();
  expect(paths.length).toBeGreaterThan(40);
  for (const path of paths) {
    await page.goto(`/#${path}`);
    await expect(page.locator('.shell-main'), path).toBeVisible();
    await expect(page.locator('.ant-spin-spinning:visible'), path).toHaveCount(0);
    await page.waitForTimeout(200);
    expect(blocked, `blocked on ${path}`).toEqual([]);
  }
});
