import { ApiError } from './ApiError';
import { perform } from './request';
import { useSession } from '../session/store';
import { loginPath, navigateTo } from '../app/navigation';
import { showError } from '../app/feedback';

let pending: Promise<string> | null = null;

/**
 * On 402 the client refreshes the token once; requests that hit 402 while the
 * refresh runs wait for the same refresh and then replay. Resolves with the token to retry with.
 *
 * `staleToken` is the token the failed request carried: when the session already holds a
 * different one, a refresh finished meanwhile and the request just replays.
 */
export function renewToken(staleToken: string | null): Promise<string> {
  const current = useSession.getState().token;
  if (current && current !== staleToken) return Promise.resolve(current);
  pending ??= refresh().finally(() => {
    pending = null;
  });
  return pending;
}

async function refresh(): Promise<string> {
  // The refresh token travels in its httpOnly cookie; the expired access token is no use.
  const outcome = await perform({ url: '/refreshToken', method: 'GET' }, undefined, null);
  const token = outcome.ok ? readToken(outcome.data) : null;
  if (token) {
    useSession.getState().setToken(token);
    return token;
  }
  const error = outcome.ok
    ? new ApiError(500, 'refresh token answer without token')
    : outcome.error;
  useSession.getState().reset();
  navigateTo(loginPath());
  showError(error.msg);
  throw error;
}

function readToken(data: unknown): string | null {
  if (typeof data !== 'object' || data === null || !('token' in data)) return null;
  return typeof data.token === 'string' && data.token ? data.token : null;
}
