import { describe, expect, it } from 'vitest';
import { server } from '../test/server';
import { parseDuration, preferHandlers, preferTiming } from './mockAnswers';

// The test server's generated handlers, behind preferHandlers (src/test/server.ts).
async function get(path: string, prefer?: string) {
  const res = await fetch(`http://localhost/api${path}`, { headers: prefer ? { Prefer: prefer } : {} });
  return { status: res.status, retryAfter: res.headers.get('Retry-After'), body: await res.json() };
}

describe('Prefer on the MSW handlers', () => {
  it('leaves a request without Prefer to the generated handler', async () => {
    const r = await get('/shop/notice/getList');
    expect(r.status).toBe(200);
    expect(Array.isArray(r.body.data.list)).toBe(true);
  });

  it('code= answers the declared status with the error the mock server simulates', async () => {
    const r = await get('/shop/notice/getList', 'code=503');
    expect(r.status).toBe(503);
    expect(r.retryAfter).toBe('5');
    expect(r.body).toEqual({ code: 503, msg: 'the data store is unavailable, try again shortly', data: { retryAfter: 5 } });
  });

  it("an error names the operation's own record and field, with dynamic=true too", async () => {
    for (const prefer of ['code=404', 'code=404, dynamic=true']) {
      const r = await get('/admin/goods/detail?id=1', prefer);
      expect(r.status, prefer).toBe(404);
      expect(r.body, prefer).toEqual({ code: 404, msg: 'One goods: no record has id 1', data: { field: 'id' } });
    }
    const r = await get('/admin/order/index', 'code=400, dynamic=true');
    expect(r.body.msg).toMatch(/^List orders: /);
    expect(r.body.msg).not.toContain('success');
  });

  it('code= answers any 4xx or 5xx through default', async () => {
    for (const code of [500, 502, 418]) {
      const r = await get('/shop/notice/getList', `code=${code}`);
      expect(r.status).toBe(code);
      expect(r.body).toEqual({ code, msg: `Notices for the top bar: simulated ${code} answer`, data: null });
    }
  });

  it('code=200 answers a 200 example, dynamic=true the generated data', async () => {
    for (const prefer of ['code=200', 'dynamic=true', 'code=200, dynamic=true']) {
      const r = await get('/shop/notice/getList', prefer);
      expect(r.status, prefer).toBe(200);
      expect(Array.isArray(r.body.data.list), prefer).toBe(true);
    }
  });

  it('refuses a status the operation does not declare, naming what is allowed', async () => {
    const r = await get('/shop/notice/getList', 'code=201');
    expect(r.status).toBe(400);
    expect(r.body.data).toEqual({ field: 'Prefer' });
    expect(r.body.msg).toBe(
      'Prefer code=201: GET /api/shop/notice/getList does not declare it; declared: 200, 401, 402, 503, and any 4xx or 5xx through default',
    );
  });

  it('example= answers the named example of the contract', async () => {
    const empty = await get('/shop/notice/getList', 'example=empty');
    expect(empty).toMatchObject({ status: 200, body: { code: 200, data: { list: [], total: 0 } } });
    const mixed = await get('/shop/notice/getList', 'example=mixed');
    expect(mixed.body.data.total).toBe(2);
    expect(mixed.body.data.list[0].email).toBe('Your export of the shop users is ready.');
  });

  it('example=sample answers the sample recorded from the mock server for any operation', async () => {
    const r = await get('/admin/guarantee/index', 'example=sample');
    expect(r.status).toBe(200);
    expect(r.body.data.list.length).toBeGreaterThan(0);
    expect(typeof r.body.data.list[0].title).toBe('string');
  });

  it('refuses an unknown example, naming the ones there are', async () => {
    const r = await get('/shop/notice/getList', 'example=nope');
    expect(r.status).toBe(400);
    expect(r.body.msg).toBe('Prefer example=nope: GET /api/shop/notice/getList has no such example; it has: empty, mixed, sample');
  });

  it('refuses an unknown choice and bad values', async () => {
    const cases: [string, string][] = [
      ['colour=red', 'Prefer colour is not understood; allowed: code=<status>, example=<name>, delay=<duration up to 10s>, dynamic=true'],
      ['code=abc', 'Prefer code=abc is not valid; want code=<an HTTP status the operation declares>'],
      ['delay=11s', 'Prefer delay=11s is not valid; want delay=<a duration from 0 to 10s, such as 800ms>'],
      ['delay=soon', 'Prefer delay=soon is not valid; want delay=<a duration from 0 to 10s, such as 800ms>'],
      ['dynamic=maybe', 'Prefer dynamic=maybe is not valid; want dynamic=true'],
    ];
    for (const [prefer, msg] of cases) {
      const r = await get('/shop/notice/getList', prefer);
      expect(r.status, prefer).toBe(400);
      expect(r.body.msg, prefer).toBe(msg);
    }
  });

  it('delay= waits that long first, then answers as chosen', async () => {
    const waited: number[] = [];
    const real = preferTiming.wait;
    preferTiming.wait = async (ms) => waited.push(ms);
    try {
      const slow = await get('/shop/notice/getList', 'delay=800ms');
      expect(slow.status).toBe(200);
      const outage = await get('/shop/notice/getList', 'code=503, delay=1.5s');
      expect(outage.status).toBe(503);
      const none = await get('/shop/notice/getList', 'delay=0');
      expect(none.status).toBe(200);
    } finally {
      preferTiming.wait = real;
    }
    expect(waited).toEqual([800, 1500]);
  });

  it('keeps the envelope code equal to the status and sends Retry-After when the body names one', async () => {
    server.use(
      ...preferHandlers([
        {
          method: 'GET',
          path: '/shop/notice/getList',
          statuses: [200, 429],
          examples: [{ status: 429, name: 'busy', value: { code: 200, msg: 'slow down', data: { retryAfter: 30 } } }],
        },
      ]),
    );
    const r = await get('/shop/notice/getList', 'example=busy');
    expect(r).toEqual({ status: 429, retryAfter: '30', body: { code: 429, msg: 'slow down', data: { retryAfter: 30 } } });
  });
});

describe('parseDuration', () => {
  it('reads Go durations in milliseconds', () => {
    expect(parseDuration('800ms')).toBe(800);
    expect(parseDuration('2s')).toBe(2000);
    expect(parseDuration('1m30s')).toBe(90_000);
    expect(parseDuration('0')).toBe(0);
    expect(parseDuration('1.5s')).toBe(1500);
    for (const bad of ['', '10', 'ms', '1x', '-1s']) expect(parseDuration(bad), bad).toBeUndefined();
  });
});
