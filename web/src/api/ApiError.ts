/**
 * Client-side failure codes, named as axios names them so the texts
 * ('Network Error', 'Request aborted', 'timeout of Nms exceeded') keep their usual meaning.
 */
export const CLIENT_ERROR = {
  network: 'ERR_NETWORK',
  timeout: 'ECONNABORTED',
  canceled: 'ERR_CANCELED',
} as const;

export type ClientErrorCode = (typeof CLIENT_ERROR)[keyof typeof CLIENT_ERROR];

/** A rejected request: the envelope's code, msg and data, or a client-side failure. */
export class ApiError<TData = unknown> extends Error {
  readonly code: number | ClientErrorCode;
  readonly msg: string;
  readonly data: TData | null;
  /** HTTP status; 0 when no response arrived. */
  readonly status: number;

  constructor(code: number | ClientErrorCode, msg: string, data: TData | null = null, status = 0) {
    super(msg);
    this.name = 'ApiError';
    this.code = code;
    this.msg = msg;
    this.data = data;
    this.status = status;
  }

  /** The caller cancelled it (react-query unmount, a newer search): nobody needs to hear about it. */
  get canceled(): boolean {
    return this.code === CLIENT_ERROR.canceled;
  }
}

export function isApiError(value: unknown): value is ApiError {
  return value instanceof ApiError;
}
