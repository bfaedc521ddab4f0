import { API_BASE } from './request';
import { renewToken } from './refreshToken';
import { currentLanguage } from '../i18n';
import { useSession } from '../session/store';

/** A refusal of an upload: the server's sentence (it names the field and the rule), its code and the field. */
export class UploadError extends Error {
  readonly code: number;
  readonly field?: string;
  constructor(message: string, code: number, field?: string) {
    super(message);
    this.code = code;
    this.field = field;
  }
}

interface Reply<T> {
  status: number;
  body: { code?: number; msg?: string; data?: T } | null;
}

function send<T>(path: string, form: FormData, token: string | null, onProgress: (percent: number) => void, signal?: AbortSignal): Promise<Reply<T>> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', `${API_BASE}${path}`);
    xhr.setRequestHeader('Accept-Language', currentLanguage());
    if (token) xhr.setRequestHeader('Authorization', `Bearer ${token}`);
    xhr.upload.onprogress = (e) => {
      if (e.lengthComputable && e.total > 0) onProgress(Math.round((e.loaded / e.total) * 100));
    };
    xhr.onload = () => {
      let body: Reply<T>['body'] = null;
      try {
        body = JSON.parse(xhr.responseText) as Reply<T>['body'];
      } catch {
        body = null;
      }
      resolve({ status: xhr.status, body });
    };
    xhr.onerror = () => reject(new UploadError('Network Error', 0));
    xhr.onabort = () => reject(new UploadError('Request aborted', 0));
    signal?.addEventListener('abort', () => xhr.abort(), { once: true });
    xhr.send(form);
  });
}

/**
 * Posts a multipart form with upload progress (XMLHttpRequest: fetch reports no upload
 * progress) and answers the envelope's data. Like every other call: the session's token and
 * language, one refresh on 402. A refusal throws an UploadError with the server's sentence.
 */
export async function uploadForm<T>(path: string, form: FormData, onProgress: (percent: number) => void, signal?: AbortSignal): Promise<T> {
  let token = useSession.getState().token;
  let reply = await send<T>(path, form, token, onProgress, signal);
  if (reply.status === 402) {
    token = await renewToken(token);
    reply = await send<T>(path, form, token, onProgress, signal);
  }
  const data = reply.body?.data;
  if (reply.status === 200 && data !== undefined && data !== null) return data;
  const field = (data as { field?: unknown } | undefined)?.field;
  throw new UploadError(reply.body?.msg || `Request failed with status code ${reply.status}`, reply.body?.code ?? reply.status, typeof field === 'string' ? field : undefined);
}
