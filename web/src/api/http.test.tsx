import { http, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, expectTypeOf, it, vi } from 'vitest';
import { render, screen } from '@testing-library/react';
import { QueryClient } from '@tanstack/react-query';
import { server } from '../test/server';
import { errorReply, userInfo } from '../test/envelopes';
import { useSession, TOKEN_STORAGE_KEY } from '../session/store';
import { registerNavigator } from '../app/navigation';
import {
  getPublicKey,
  getShopAdminInfo,
  shopLogin,
  type GetShopAdminInfoQueryError,
  type GetShopAdminInfoQueryResult,
} from './generated/session/session';
import type { ErrorDetail, UserInfo } from './generated/model';
import { getSearchList } from './generated/shell/shell';
import { ApiError } from './ApiError';
import { AppProviders } from '../app/AppProviders';

const navigate = vi.fn<(to: string) => void>();

beforeEach(() => {
  registerNavigator(navigate);
  // Toasts render in the providers' holders, which testing-library unmounts after each test.
  render(
    <AppProviders queryClient={new QueryClient()}>
      <div />
    </AppProviders>,
  );
});

afterEach(() => {
  navigate.mockReset();
});

const bearer = (request: Request) => request.headers.get('Authorization');

describe('customFetch', () => {
  it('types generated hooks with the unwrapped data and ApiError', () => {
    // Checked by `npm run typecheck`: the envelope never reaches callers.
    expectTypeOf<GetShopAdminInfoQueryResult>().toEqualTypeOf<UserInfo>();
    expectTypeOf<GetShopAdminInfoQueryError>().toEqualTypeOf<ApiError<ErrorDetail | null>>();
  });

  it('unwraps the envelope and sends token, language and JSON', async () => {
    useSession.getState().setToken('tok-1');
    let seen: Request | undefined;
    server.use(
      http.post('*/api/shop/login', ({ request }) => {
        seen = request.clone();
        return HttpResponse.json({ code: 200, msg: 'success', data: { token: 'fresh' } });
      }),
    );

    await expect(shopLogin({ username: 'admin', password: '123456' })).resolves.toEqual({ token: 'fresh' });
    expect(seen?.headers.get('Authorization')).toBe('Bearer tok-1');
    expect(seen?.headers.get('Accept-Language')).toBe('en');
    expect(seen?.headers.get('Content-Type')).toContain('application/json');
    await expect(seen?.json()).resolves.toEqual({ username: 'admin', password: '123456' });
  });

  it.each([0, '0', '200'])('accepts %j as a success code', async (code) => {
    server.use(http.get('*/api/publicKey', () => HttpResponse.json({ code, msg: '', data: { publicKey: '', mockServer: true } })));
    await expect(getPublicKey()).resolves.toEqual({ publicKey: '', mockServer: true });
  });

  it('rejects with the envelope and shows its msg', async () => {
    server.use(http.get('*/api/search/getList', () => errorReply(500, 'server error')));

    const error = await getSearchList().catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ code: 500, msg: 'server error', status: 500 });
    expect(await screen.findByText('server error')).toBeInTheDocument();
  });

  it('names the status when the answer is not an envelope', async () => {
    server.use(http.get('*/api/search/getList', () => new HttpResponse('<html>bad gateway</html>', { status: 502 })));
    await expect(getSearchList()).rejects.toMatchObject({ code: 502, msg: 'Request failed with status code 502' });
  });

  it('reports a network failure as Network Error', async () => {
    server.use(http.get('*/api/search/getList', () => HttpResponse.error()));
    await expect(getSearchList()).rejects.toMatchObject({ msg: 'Network Error' });
    expect(await screen.findByText('Network Error')).toBeInTheDocument();
  });

  it('gives up after 10 s', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    try {
      server.use(http.get('*/api/search/getList', () => new Promise<never>(() => {})));
      const pending = getSearchList().catch((e: unknown) => e);
      await vi.advanceTimersByTimeAsync(10_000);
      expect(await pending).toMatchObject({ msg: 'timeout of 10000ms exceeded' });
    } finally {
      vi.useRealTimers();
    }
  });

  it('reports a cancelled request as Request aborted without a toast', async () => {
    server.use(http.get('*/api/search/getList', () => new Promise<never>(() => {})));
    const controller = new AbortController();
    const pending = getSearchList(undefined, controller.signal).catch((e: unknown) => e);
    controller.abort();
    expect(await pending).toMatchObject({ msg: 'Request aborted', canceled: true });
    expect(screen.queryByText('Request aborted')).not.toBeInTheDocument();
  });
});

describe('token refresh on 402', () => {
  it('refreshes once for three concurrent expired requests and replays all of them', async () => {
    useSession.getState().setToken('old');
    let refreshCalls = 0;
    const retriedWith: (string | null)[] = [];
    server.use(
      http.get('*/api/shop/admin/info', ({ request }) => {
        if (bearer(request) === 'Bearer old') return errorReply(402, 'token expired');
        retriedWith.push(bearer(request));
        return HttpResponse.json({ code: 200, msg: 'success', data: userInfo() });
      }),
      http.get('*/api/refreshToken', async () => {
        refreshCalls += 1;
        // Slow enough that all three 402s arrive while it runs.
        await new Promise((resolve) => setTimeout(resolve, 50));
        return HttpResponse.json({ code: 200, msg: 'success', data: { token: 'new' } });
      }),
    );

    const results = await Promise.all([getShopAdminInfo(), getShopAdminInfo(), getShopAdminInfo()]);

    expect(refreshCalls).toBe(1);
    expect(results.map((info) => info.username)).toEqual(['admin', 'admin', 'admin']);
    expect(retriedWith).toEqual(['Bearer new', 'Bearer new', 'Bearer new']);
    expect(useSession.getState().token).toBe('new');
    expect(localStorage.getItem(TOKEN_STORAGE_KEY)).toBe('new');
  });

  it('signs out and goes to the login page when the refresh fails', async () => {
    useSession.getState().setToken('old');
    server.use(
      http.get('*/api/shop/admin/info', () => errorReply(402, 'token expired')),
      http.get('*/api/refreshToken', () => errorReply(401, 'token invalid')),
    );

    await expect(getShopAdminInfo()).rejects.toMatchObject({ code: 401 });
    expect(useSession.getState().token).toBeNull();
    expect(localStorage.getItem(TOKEN_STORAGE_KEY)).toBeNull();
    expect(navigate).toHaveBeenCalledWith('/login');
  });
});

describe('session-ending statuses', () => {
  it('401 on a normal call resets the session and goes to login with the current path', async () => {
    window.location.hash = '#/order/list?page=2';
    useSession.getState().setToken('tok-1');
    useSession.getState().setUserInfo(userInfo({ promotion_id: 'p-1', cainiao_config: {} }));
    expect(localStorage.getItem('promotion_id')).toBe('p-1');
    server.use(http.get('*/api/search/getList', () => errorReply(401, 'token invalid')));

    await expect(getSearchList()).rejects.toMatchObject({ code: 401, msg: 'token invalid' });

    const state = useSession.getState();
    expect(state).toMatchObject({ token: null, username: '', roles: [], permissions: [], admin: false, loaded: false });
    expect(localStorage.getItem(TOKEN_STORAGE_KEY)).toBeNull();
    expect(localStorage.getItem('promotion_id')).toBeNull();
    expect(localStorage.getItem('cainiao')).toBeNull();
    expect(navigate).toHaveBeenCalledWith('/login?redirect=%2Forder%2Flist%3Fpage%3D2');
  });

  it('401 on sign-in is a wrong password, not the end of a session', async () => {
    server.use(http.post('*/api/shop/login', () => errorReply(401, 'account or password incorrect')));
    await expect(shopLogin({ username: 'admin', password: 'wrong-one' })).rejects.toMatchObject({ code: 401 });
    expect(navigate).not.toHaveBeenCalled();
  });

  it('403 opens the forbidden page', async () => {
    useSession.getState().setToken('tok-1');
    server.use(http.get('*/api/search/getList', () => errorReply(403, 'permission denied: read:system is required')));
    await expect(getSearchList()).rejects.toMatchObject({ code: 403 });
    expect(navigate).toHaveBeenCalledWith('/403');
    expect(useSession.getState().token).toBe('tok-1');
  });

  it('leaves a failure to a caller that shows it itself: no toast, the 403 page still opens', async () => {
    useSession.getState().setToken('tok-1');
    const shown: string[] = [];
    const request = {
      showsError: (e: ApiError) => {
        shown.push(e.msg);
        return true;
      },
    };
    server.use(http.get('*/api/search/getList', () => errorReply(409, 'the name is taken', { field: 'name' })));
    await expect(getSearchList(request)).rejects.toMatchObject({ code: 409, msg: 'the name is taken' });
    expect(shown).toEqual(['the name is taken']);

    server.use(http.get('*/api/search/getList', () => errorReply(403, 'permission denied: read:system is required')));
    await expect(getSearchList({ showsError: () => false })).rejects.toMatchObject({ code: 403 });
    expect(navigate).toHaveBeenCalledWith('/403');
    expect(await screen.findByText('permission denied: read:system is required')).toBeInTheDocument();
    expect(screen.queryByText('the name is taken')).not.toBeInTheDocument();
  });

  it('403 naming a field leaves the user on the form', async () => {
    useSession.getState().setToken('tok-1');
    const refusal = 'you cannot grant the role Admin: only an Admin can';
    server.use(http.get('*/api/search/getList', () => errorReply(403, refusal, { field: 'roles' })));
    await expect(getSearchList()).rejects.toMatchObject({ code: 403, msg: refusal });
    expect(navigate).not.toHaveBeenCalled();
  });
});
