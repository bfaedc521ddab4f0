import type { ApiError } from './ApiError';
import { perform, type RequestConfig } from './request';
import { renewToken } from './refreshToken';
import { useSession } from '../session/store';
import { currentPath, loginPath, navigateTo } from '../app/navigation';
import { showError } from '../app/feedback';
import { useErrorLog } from '../shell/errorLog';

export type { RequestConfig };

/** What a caller may add to a request besides fetch's own options. */
export interface RequestOptions extends RequestInit {
  /**
   * True for a failure the caller shows itself (a form puts it under the field it names):
   * no toast for it. Sign-out on 401, refresh on 402 and the 403 page still apply.
   */
  showsError?: (error: ApiError) => boolean;
}

/** orval types each hook's error with this: the rejection carries the error envelope's data. */
export type ErrorType<E> = ApiError<E extends { data: infer D } ? D : unknown>;

/** orval passes the envelope type; callers get what is inside `data`. */
type Unwrapped<T> = T extends { data: infer D } ? D : T;

/** A 401 from these means wrong credentials: the user stays where they are. */
const SIGN_IN_PATHS: ReadonlySet<string> = new Set(['/shop/login', '/login', '/socialLogin', '/register']);

/**
 * The one mutator behind every generated hook: adds the token and language, unwraps the
 * envelope, refreshes on 402, signs out on 401, sends 403 to its page, and toasts failures
 * (not those the caller shows itself: `showsError`, a form putting one under its field).
 * A 403 that names a field refuses what a form asked for (granting a role one does not hold):
 * the user stays on the form and reads why.
 */
export async function customFetch<T>(config: RequestConfig, options?: RequestOptions): Promise<Unwrapped<T>> {
  return (await call(config, options, true)) as Unwrapped<T>;
}

function refusedField(error: ApiError): boolean {
  const data = error.data as { field?: unknown } | null;
  return typeof data?.field === 'string' && data.field !== '';
}

async function call(config: RequestConfig, options: RequestOptions | undefined, mayRefresh: boolean): Promise<unknown> {
  const token = useSession.getState().token;
  const outcome = await perform(config, options, token);
  if (outcome.ok) return outcome.data;

  const { error } = outcome;
  if (error.code === 402 && mayRefresh) {
    // A failed refresh has already signed the user out and said why.
    await renewToken(token);
    return call(config, options, false);
  }
  if (error.code === 401 && !SIGN_IN_PATHS.has(config.url)) {
    useSession.getState().reset();
    navigateTo(loginPath(currentPath()));
  } else if (error.code === 403 && !refusedField(error)) {
    navigateTo('/403');
  }
  if (!error.canceled) {
    if (!options?.showsError?.(error)) showError(error.msg);
    // Failures are also logged when error logging is on (development builds).
    if (import.meta.env.DEV) useErrorLog.getState().add({ message: error.msg, detail: `${config.method} ${config.url} → ${error.code}` });
  }
  throw error;
}
