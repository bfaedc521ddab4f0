import { http, HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import { server } from '../test/server';
import { currentRoute, renderApp } from '../test/renderApp';
import { errorReply, userInfo } from '../test/envelopes';
import { TOKEN_STORAGE_KEY, useSession } from '../session/store';
import { LAZY_PAGE } from '../test/timing';

const userInfoFor = (token: string, username = 'admin') =>
  http.get('*/api/shop/admin/info', ({ request }) =>
    request.headers.get('Authorization') === `Bearer ${token}`
      ? HttpResponse.json({ code: 200, msg: 'success', data: userInfo({ username }) })
      : errorReply(401, 'token invalid'),
  );

describe('route guard', () => {
  it('sends a guest to login, remembering the page', async () => {
    renderApp('/some/page?tab=2');
    expect(await screen.findByPlaceholderText('Username', {}, LAZY_PAGE)).toBeInTheDocument();
    expect(currentRoute()).toBe('/login?redirect=%2Fsome%2Fpage%3Ftab%3D2');
    expect(document.title).toBe('Login - Shop Console');
  });

  it('sends a guest at / to login without a redirect', async () => {
    renderApp('/');
    await screen.findByPlaceholderText('Username', {}, LAZY_PAGE);
    expect(currentRoute()).toBe('/login');
  });

  it('lets a guest open the public error pages', async () => {
    renderApp('/404');
    expect(await screen.findByText('Sorry, the page you visited does not exist', {}, LAZY_PAGE)).toBeInTheDocument();
    expect(currentRoute()).toBe('/404');
  });

  it('takes a token from the URL, loads the user and drops the token from the address', async () => {
    server.use(userInfoFor('url-token', 'editor'));
    renderApp('/?token=url-token');

    expect(await screen.findByTestId('home-username', {}, LAZY_PAGE)).toHaveTextContent('editor');
    expect(localStorage.getItem(TOKEN_STORAGE_KEY)).toBe('url-token');
    expect(currentRoute()).toBe('/index');
  });

  it('loads the user once for a stored token and keeps a signed-in user off the login page', async () => {
    localStorage.setItem(TOKEN_STORAGE_KEY, 'stored');
    await useSession.persist.rehydrate();
    let infoCalls = 0;
    server.use(
      http.get('*/api/shop/admin/info', () => {
        infoCalls += 1;
        return HttpResponse.json({ code: 200, msg: 'success', data: userInfo() });
      }),
    );
    const { router } = renderApp('/login');

    expect(await screen.findByTestId('home-username', {}, LAZY_PAGE)).toHaveTextContent('admin');
    expect(currentRoute()).toBe('/index');
    expect(useSession.getState()).toMatchObject({ username: 'admin', roles: ['Admin'], admin: true, loaded: true });

    await router.navigate('/404');
    await screen.findByText('Sorry, the page you visited does not exist', {}, LAZY_PAGE);
    expect(infoCalls).toBe(1);
  });

  it('resets and goes to login when the user cannot be loaded', async () => {
    localStorage.setItem(TOKEN_STORAGE_KEY, 'stored');
    await useSession.persist.rehydrate();
    server.use(
      http.get('*/api/shop/admin/info', () =>
        HttpResponse.json({ code: 200, msg: 'success', data: { ...userInfo(), username: 42 } }),
      ),
    );
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    renderApp('/');

    expect(await screen.findByText('getUserInfo core interface abnormal, check the JSON format')).toBeInTheDocument();
    await waitFor(() => expect(currentRoute()).toBe('/login'));
    expect(localStorage.getItem(TOKEN_STORAGE_KEY)).toBeNull();
    // A guard failure is logged as well as shown.
    expect(logged).toHaveBeenCalledWith('route guard: could not load the signed-in user', expect.any(Error));
  });

  it('sends unknown paths to /404 once signed in', async () => {
    useSession.getState().setToken('tok');
    server.use(userInfoFor('tok'));
    renderApp('/no/such/page');

    expect(await screen.findByText('Sorry, the page you visited does not exist', {}, LAZY_PAGE)).toBeInTheDocument();
    expect(currentRoute()).toBe('/404');
    expect(document.title).toBe('404 - Shop Console');
  });
});
