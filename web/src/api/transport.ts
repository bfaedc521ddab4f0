import { ApiError, CLIENT_ERROR } from './ApiError';

/** Requests give up after 10000 ms. */
const REQUEST_TIMEOUT_MS = 10_000;

export interface WireRequest {
  url: string;
  method: string;
  headers: Headers;
  body?: BodyInit;
  signal?: AbortSignal | null;
}

export interface WireReply {
  status: number;
  /** Parsed JSON, or null when the body is empty or not JSON. */
  body: unknown;
}

/**
 * One HTTP exchange. Rejects only when no usable answer arrived, with the client texts of
 * HTTP error statuses resolve so the caller can read the envelope.
 */
export async function transmit(request: WireRequest): Promise<WireReply> {
  const controller = new AbortController();
  let timedOut = false;
  const timer = setTimeout(() => {
    timedOut = true;
    controller.abort();
  }, REQUEST_TIMEOUT_MS);
  // Linked by hand rather than AbortSignal.any, which test DOMs lack.
  const cancel = () => controller.abort();
  if (request.signal?.aborted) cancel();
  request.signal?.addEventListener('abort', cancel, { once: true });

  try {
    const response = await fetch(absolute(request.url), {
      method: request.method,
      headers: request.headers,
      body: request.body,
      credentials: 'same-origin',
      signal: controller.signal,
    });
    return { status: response.status, body: parseJson(await response.text()) };
  } catch {
    if (timedOut) throw new ApiError(CLIENT_ERROR.timeout, `timeout of ${REQUEST_TIMEOUT_MS}ms exceeded`);
    if (controller.signal.aborted) throw new ApiError(CLIENT_ERROR.canceled, 'Request aborted');
    throw new ApiError(CLIENT_ERROR.network, 'Network Error');
  } finally {
    clearTimeout(timer);
    request.signal?.removeEventListener('abort', cancel);
  }
}

// Same URL the browser would use; Node's fetch (tests) refuses relative URLs.
function absolute(url: string): string {
  return new URL(url, window.location.origin).href;
}

function parseJson(text: string): unknown {
  if (!text) return null;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return null;
  }
}
