import { ApiError } from './ApiError';
import { toQueryString } from './queryString';
import { transmit, type WireRequest } from './transport';
import { currentLanguage } from '../i18n';

/** Every call goes to /api on the console's own origin. */
export const API_BASE = '/api';

/** What orval's generated functions hand to the mutator. */
export interface RequestConfig {
  url: string;
  method: string;
  params?: object;
  data?: unknown;
  headers?: Record<string, string>;
  signal?: AbortSignal;
  /** orval sets it on operations that answer a file (pictures); the console shows those by URL. */
  responseType?: 'blob';
}

/** These values of `code` mean success. */
const SUCCESS_CODES: ReadonlySet<unknown> = new Set([200, 0, '200', '0']);

export type Outcome = { ok: true; data: unknown } | { ok: false; error: ApiError };

/**
 * Sends one request with `token` and reads the `{code,msg,data}` envelope. Side-effect free:
 * deciding what a failure means (toast, sign-out, refresh) is the caller's business.
 */
export async function perform(
  config: RequestConfig,
  options: RequestInit | undefined,
  token: string | null,
): Promise<Outcome> {
  let reply: Awaited<ReturnType<typeof transmit>>;
  try {
    reply = await transmit(toWire(config, options, token));
  } catch (error) {
    return { ok: false, error: error as ApiError };
  }
  const { status, body } = reply;
  const envelope = isEnvelope(body) ? body : null;
  // Like the original console: a body without `code` is judged by the HTTP status alone.
  const code = envelope ? envelope.code : status;
  if (SUCCESS_CODES.has(code)) return { ok: true, data: envelope ? envelope.data : body };

  const numericCode = Number.isFinite(Number(code)) ? Number(code) : status;
  const msg =
    envelope && typeof envelope.msg === 'string' && envelope.msg
      ? envelope.msg
      : `Request failed with status code ${status >= 200 && status < 300 ? numericCode : status}`;
  return { ok: false, error: new ApiError(numericCode, msg, envelope?.data ?? null, status) };
}

interface Envelope {
  code: unknown;
  msg?: unknown;
  data?: unknown;
}

function isEnvelope(body: unknown): body is Envelope {
  return typeof body === 'object' && body !== null && 'code' in body;
}

function toWire(config: RequestConfig, options: RequestInit | undefined, token: string | null): WireRequest {
  const headers = new Headers(options?.headers);
  for (const [name, value] of Object.entries(config.headers ?? {})) headers.set(name, value);
  headers.set('Accept-Language', currentLanguage());
  if (token) headers.set('Authorization', `Bearer ${token}`);

  return {
    url: `${API_BASE}${config.url}${toQueryString(config.params as Record<string, unknown> | undefined)}`,
    method: config.method.toUpperCase(),
    headers,
    body: encodeBody(config.data, headers),
    signal: config.signal ?? options?.signal,
  };
}

/** JSON by default ("default content type JSON UTF-8"); form-encoded when asked for. */
function encodeBody(data: unknown, headers: Headers): BodyInit | undefined {
  if (data === undefined) return undefined;
  if (data instanceof FormData || data instanceof Blob || data instanceof URLSearchParams) return data;
  if (headers.get('Content-Type')?.includes('application/x-www-form-urlencoded')) {
    return toQueryString(data as Record<string, unknown>).slice(1);
  }
  headers.set('Content-Type', 'application/json;charset=UTF-8');
  return JSON.stringify(data);
}
