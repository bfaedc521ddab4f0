import { API_BASE } from '../../api/request';
import { renewToken } from '../../api/refreshToken';
import { currentLanguage } from '../../i18n';
import { useSession } from '../../session/store';
import type { Picture } from '../../api/generated/model';

/** A refusal of an upload: the server's sentence (it names the file and the rule). */
export class UploadError extends Error {
  readonly code: number;
  constructor(message: string, code: number) {
    super(message);
    this.code = code;
  }
}

interface Reply {
  status: number;
  body: { code?: number; msg?: string; data?: { list?: Picture[] } } | null;
}

function send(albumId: number, file: File, token: string | null, onProgress: (percent: number) => void, signal?: AbortSignal): Promise<Reply> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    const form = new FormData();
    form.append('albumId', String(albumId));
    form.append('files', file, file.name);
    xhr.open('POST', `${API_BASE}/admin/album/upload`);
    xhr.setRequestHeader('Accept-Language', currentLanguage());
    if (token) xhr.setRequestHeader('Authorization', `Bearer ${token}`);
    xhr.upload.onprogress = (e) => {
      if (e.lengthComputable && e.total > 0) onProgress(Math.round((e.loaded / e.total) * 100));
    };
    xhr.onload = () => {
      let body: Reply['body'] = null;
      try {
        body = JSON.parse(xhr.responseText) as Reply['body'];
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
 * Uploads one file into an album with progress (XMLHttpRequest: fetch reports no upload
 * progress). Like every other call: the session's token and language, one refresh on 402.
 */
export async function uploadPicture(albumId: number, file: File, onProgress: (percent: number) => void, signal?: AbortSignal): Promise<Picture> {
  let token = useSession.getState().token;
  let reply = await send(albumId, file, token, onProgress, signal);
  if (reply.status === 402) {
    token = await renewToken(token);
    reply = await send(albumId, file, token, onProgress, signal);
  }
  const picture = reply.body?.data?.list?.[0];
  if (reply.status === 200 && picture) return picture;
  throw new UploadError(reply.body?.msg || `Request failed with status code ${reply.status}`, reply.body?.code ?? reply.status);
}
