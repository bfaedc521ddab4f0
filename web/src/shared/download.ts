import { ApiError } from '../api/ApiError';
import { API_BASE } from '../api/request';
import { toQueryString } from '../api/queryString';
import { renewToken } from '../api/refreshToken';
import { currentLanguage } from '../i18n';
import { useSession } from '../session/store';

function get(path: string, token: string | null): Promise<Response> {
  const headers = new Headers({ 'Accept-Language': currentLanguage() });
  if (token) headers.set('Authorization', `Bearer ${token}`);
  return fetch(new URL(`${API_BASE}${path}`, window.location.origin).href, { headers, credentials: 'same-origin' });
}

/**
 * Reads a file the API answers (an .xlsx) with the session's token and language, one refresh
 * on 402 as every call. A refusal (the error envelope) throws an ApiError with the server's sentence.
 */
export async function fetchFile(path: string, params: Record<string, string>): Promise<Blob> {
  const url = `${path}${toQueryString(params)}`;
  let token = useSession.getState().token;
  let reply = await get(url, token);
  if (reply.status === 402) {
    token = await renewToken(token);
    reply = await get(url, token);
  }
  const type = reply.headers.get('Content-Type') ?? '';
  if (reply.ok && !type.includes('json')) return reply.blob();
  type Envelope = { code?: unknown; msg?: unknown; data?: unknown };
  const body = (await reply.json().catch(() => null)) as Envelope | null;
  const code = Number(body?.code ?? reply.status) || reply.status;
  const msg = typeof body?.msg === 'string' && body.msg ? body.msg : `Request failed with status code ${reply.status}`;
  throw new ApiError(code, msg, body?.data ?? null, reply.status);
}

/** Hands a file to the browser to save under `fileName`. */
export function saveBlob(blob: Blob, fileName: string) {
  const url = URL.createObjectURL(blob);
  const a = document.createElement('a');
  a.href = url;
  a.download = fileName;
  document.body.appendChild(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}
