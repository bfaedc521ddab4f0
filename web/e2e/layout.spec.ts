import { readFileSync } from 'node:fs';
import { expect, test, type Page } from '@playwright/test';

/** A route record of server/shell/routes.json, the one route table. */
interface Route {
  path: string;
  demo?: boolean;
  meta?: { hidden?: boolean };
  children?: Route[];
}

/** Every page a menu opens (not the demo sections, hidden detail pages or external links). */
function menuPages(): string[] {
  const { routes } = JSON.parse(readFileSync(new URL('../../server/shell/routes.json', import.meta.url), 'utf8')) as { routes: Route[] };
  const out: string[] = [];
  const walk = (nodes: Route[], base: string) => {
    for (const r of nodes) {
      if (r.demo || r.meta?.hidden || r.path.startsWith('http')) continue;
      const path = r.path.startsWith('/') ? r.path : `${base.replace(/\/$/, '')}/${r.path}`;
      if (r.children?.length) walk(r.children, path);
      else if (!path.includes(':')) out.push(path);
    }
  };
  walk(routes, '');
  return out;
}

async function signIn(page: Page, language: 'en' | 'zh') {
  await page.goto('/');
  await page.evaluate((lang) => {
    localStorage.clear();
    localStorage.setItem('language', lang);
  }, language);
  await page.goto('/#/login');
  await page.reload();
  await page.locator('#login_username').fill('admin');
  await page.locator('#login_password').fill('123456');
  await page.locator('#login_password').press('Enter');
  await expect(page).toHaveURL(/#\/index$/);
}

/**
 * What sticks out sideways: the document wider than the window, a card's content wider than
 * the card, a menu label cut short, and (wide enough for every list, tables: true) a table
 * that hides columns behind its own scroll bar.
 */
function overflow(page: Page, tables: boolean) {
  return page.evaluate((tables) => {
    const out: string[] = [];
    const visible = (el: HTMLElement) => el.offsetParent !== null;
    const doc = document.documentElement;
    if (doc.scrollWidth > window.innerWidth + 1) out.push(`document ${doc.scrollWidth}px in ${window.innerWidth}px`);
    for (const card of Array.from(document.querySelectorAll<HTMLElement>('.ant-card'))) {
      if (visible(card) && card.scrollWidth > card.clientWidth + 1) {
        out.push(`card "${card.querySelector('.ant-card-head-title')?.textContent ?? ''}" ${card.scrollWidth}px in ${card.clientWidth}px`);
      }
    }
    for (const label of Array.from(document.querySelectorAll<HTMLElement>('.shell-column-text, .ant-menu-title-content'))) {
      if (visible(label) && label.scrollWidth > label.clientWidth + 1) out.push(`menu label "${label.textContent}" cut short`);
    }
    if (tables) {
      for (const t of Array.from(document.querySelectorAll<HTMLElement>('.ant-table-content'))) {
        if (visible(t) && t.scrollWidth > t.clientWidth + 1) out.push(`table ${t.scrollWidth}px in ${t.clientWidth}px`);
      }
    }
    return out;
  }, tables);
}

for (const width of [1440, 992]) {
  test(`no page overflows sideways at ${width} px (English, the longer labels)`, async ({ page }) => {
    test.setTimeout(240_000);
    await page.setViewportSize({ width, height: 900 });
    await signIn(page, 'en');
    const found: string[] = [];
    for (const path of menuPages()) {
      // A load of its own (the query changes), so that waiting for the network means this page's data.
      await page.goto(`/?page=${encodeURIComponent(path)}#${path}`, { waitUntil: 'networkidle' });
      await expect(page.locator('.ant-spin-spinning:visible')).toHaveCount(0);
      for (const o of await overflow(page, width >= 1440)) found.push(`${path}: ${o}`);
    }
    expect(found).toEqual([]);
  });
}

test('the footer of a short page is on screen', async ({ page }) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  await signIn(page, 'en');
  for (const path of ['/error/404', '/bind/bind']) { // short pages (the home, a dashboard, is taller)
    await page.goto(`/?page=${encodeURIComponent(path)}#${path}`, { waitUntil: 'networkidle' });
    const footer = await page.getByTestId('footer').boundingBox();
    expect(footer, path).not.toBeNull();
    expect(footer!.y + footer!.height, `${path}: the footer's bottom`).toBeLessThanOrEqual(900);
  }
});

test('the console has a favicon', async ({ request }) => {
  const res = await request.get('/favicon.ico');
  expect(res.status()).toBe(200);
  expect((await res.body()).subarray(0, 4)).toEqual(Buffer.from([0, 0, 1, 0]));
});
