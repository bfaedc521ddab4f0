import { delay, type HttpHandler, HttpResponse, http } from 'msw';

/**
 * `Prefer` for the orval-generated MSW handlers, as the mock server answers it
 * (docs/mock.md): `code=<status>` answers that declared response, or any 4xx or 5xx through
 * `default` (an error: the envelope the mock server simulates, naming the operation and
 * its field; a success: its example), `example=<name>` the named example, `delay=<go
 * duration>` waits first (0 to 10s), `dynamic=true` the generated data. A request without
 * the header, or whose choices leave the body to the data, falls through to the generated
 * handler. Put preferHandlers() before the generated handlers.
 */

/** One contract operation as server/cmd/gen-mock-answers writes it (answers.gen.ts). */
export interface MockOperation {
  method: string;
  path: string;
  /** The operation's summary, which names it in the simulated errors. */
  summary?: string;
  statuses: readonly number[];
  /** Whether `default` covers the 4xx and 5xx statuses not in `statuses`. */
  default?: boolean;
  examples: readonly { status: number; name: string; value: unknown }[];
  /** The error envelope the mock server simulates for each declared error status. */
  errors?: readonly { status: number; body: unknown }[];
}

interface Prefs {
  code?: number;
  example?: string;
  delayMs?: number;
  dynamic?: boolean;
}

const MAX_DELAY_MS = 10_000;
const ALLOWED = 'code=<status>, example=<name>, delay=<duration up to 10s>, dynamic=true';

class PreferError extends Error {}

const UNIT_MS: Record<string, number> = { ns: 1e-6, us: 1e-3, 'µs': 1e-3, ms: 1, s: 1000, m: 60_000, h: 3_600_000 };

/** Milliseconds of a Go duration ("800ms", "1.5s", "1m30s", "0"), or undefined. */
export function parseDuration(s: string): number | undefined {
  if (s === '0') return 0;
  const re = /(\d+(?:\.\d*)?|\.\d+)(ns|us|µs|ms|s|m|h)/y;
  let total = 0;
  let at = 0;
  while (at < s.length) {
    re.lastIndex = at;
    const m = re.exec(s);
    if (!m) return undefined;
    total += Number(m[1]) * UNIT_MS[m[2]];
    at = re.lastIndex;
  }
  return s.length > 0 ? total : undefined;
}

/** The choices of a Prefer header (RFC 7240); throws on an unknown choice or a bad value. */
function parsePrefer(header: string): Prefs {
  const p: Prefs = {};
  for (const part of header.split(',')) {
    const pref = part.split(';')[0].trim();
    if (pref === '') continue;
    const eq = pref.indexOf('=');
    const name = (eq < 0 ? pref : pref.slice(0, eq)).trim().toLowerCase();
    const value = eq < 0 ? '' : pref.slice(eq + 1).trim().replace(/^"|"$/g, '');
    const bad = (want: string) => new PreferError(`Prefer ${pref} is not valid; want ${want}`);
    if (name === 'code') {
      const n = /^\d+$/.test(value) ? Number(value) : Number.NaN;
      if (!(n >= 100 && n <= 599)) throw bad('code=<an HTTP status the operation declares>');
      p.code = n;
    } else if (name === 'example') {
      if (value === '') throw bad('example=<the name of an example of the operation>');
      p.example = value;
    } else if (name === 'delay') {
      const ms = parseDuration(value);
      if (ms === undefined || ms > MAX_DELAY_MS) throw bad('delay=<a duration from 0 to 10s, such as 800ms>');
      p.delayMs = ms;
    } else if (name === 'dynamic') {
      if (value !== 'true' && value !== 'false') throw bad('dynamic=true');
      p.dynamic = value === 'true';
    } else {
      throw new PreferError(`Prefer ${name} is not understood; allowed: ${ALLOWED}`);
    }
  }
  return p;
}

function envelope(status: number, msg: string, data: unknown = null) {
  return { code: status, msg, data };
}

/** The answer the choices make, or undefined to leave it to the generated handler. */
function choose(op: MockOperation, p: Prefs): { status: number; body: unknown } | undefined {
  const where = `${op.method} /api${op.path}`;
  if (p.example !== undefined) {
    const found = op.examples.find((e) => e.name === p.example && (p.code === undefined || e.status === p.code));
    if (!found) {
      const names = op.examples.filter((e) => p.code === undefined || e.status === p.code).map((e) => e.name);
      throw new PreferError(`Prefer example=${p.example}: ${where} has no such example; it has: ${names.join(', ') || '-'}`);
    }
    return { status: found.status, body: found.value };
  }
  if (p.code === undefined) return undefined;
  const viaDefault = op.default === true && p.code >= 400;
  if (!op.statuses.includes(p.code) && !viaDefault) {
    const through = op.default ? ', and any 4xx or 5xx through default' : '';
    throw new PreferError(`Prefer code=${p.code}: ${where} does not declare it; declared: ${op.statuses.join(', ')}${through}`);
  }
  if (p.code >= 400) return { status: p.code, body: simulatedError(op, p.code) };
  const example = p.dynamic ? undefined : op.examples.find((e) => e.status === p.code);
  if (example) return { status: p.code, body: example.value };
  // A success without an example: the generated handler's data (it answers 200).
  return p.code === 200 ? undefined : { status: p.code, body: envelope(p.code, 'success') };
}

/** The error the mock server simulates: the one written for a declared status, else a status through default. */
function simulatedError(op: MockOperation, status: number): unknown {
  const written = op.errors?.find((e) => e.status === status);
  if (written) return written.body;
  const name = op.summary ?? `${op.method} /api${op.path}`;
  return envelope(status, `${name}: simulated ${status} answer`);
}

/** Keeps the envelope's code equal to the status, and sends Retry-After when it names one. */
function respond(status: number, body: unknown): Response {
  const headers: Record<string, string> = {};
  let out = body;
  if (body && typeof body === 'object' && 'code' in body) {
    out = { ...body, code: status };
    const data = (body as { data?: { retryAfter?: unknown } }).data;
    if (data && typeof data === 'object' && data.retryAfter != null) headers['Retry-After'] = String(data.retryAfter);
  }
  return HttpResponse.json(out as Record<string, unknown>, { status, headers });
}

/** How a delay waits: MSW's delay; a test swaps it for one that records and returns at once. */
export const preferTiming = { wait: (ms: number): Promise<unknown> => delay(ms) };

type Method = 'get' | 'post' | 'put' | 'patch' | 'delete' | 'head' | 'options';

/** Handlers that honour Prefer for each operation, to place before the generated ones. */
export function preferHandlers(ops: readonly MockOperation[]): HttpHandler[] {
  return ops.map((op) =>
    http[op.method.toLowerCase() as Method](`*/api${op.path}`, async ({ request }) => {
      const header = request.headers.get('Prefer');
      if (!header) return undefined;
      let answer: ReturnType<typeof choose>;
      let prefs: Prefs;
      try {
        prefs = parsePrefer(header);
        answer = choose(op, prefs);
      } catch (e) {
        if (!(e instanceof PreferError)) throw e;
        return respond(400, envelope(400, e.message, { field: 'Prefer' }));
      }
      if (prefs.delayMs) await preferTiming.wait(prefs.delayMs);
      return answer ? respond(answer.status, answer.body) : undefined;
    }),
  );
}
