import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import { server } from '../../test/server';
import { currentRoute, renderApp } from '../../test/renderApp';
import { errorReply, userInfo } from '../../test/envelopes';
import { TOKEN_STORAGE_KEY, useSession } from '../../session/store';
import { setLanguage } from '../../i18n';
import { LAZY_PAGE } from '../../test/timing';

function signedIn() {
  useSession.getState().setToken('tok-admin');
  server.use(
    http.get('*/api/shop/admin/info', ({ request }) =>
      request.headers.get('Authorization') === 'Bearer tok-admin'
        ? HttpResponse.json({
            code: 200,
            msg: 'success',
            data: userInfo({ username: 'test', roles: ['Admin', 'Editor'], cainiao_config: { id: 1 }, isp_id: 'isp-9' }),
          })
        : errorReply(401, 'token invalid'),
    ),
  );
}

describe('home', () => {
  it('shows who is signed in, with roles, and keeps the shop keys', async () => {
    signedIn();
    renderApp('/');

    expect(await screen.findByTestId('home-username', {}, LAZY_PAGE)).toHaveTextContent('test');
    expect(screen.getByTestId('home-roles')).toHaveTextContent('AdminEditor');
    expect(localStorage.getItem('cainiao')).toBe('1');
    expect(localStorage.getItem('isp_id')).toBe('isp-9');
    expect(localStorage.getItem('promotion_id')).toBeNull();
    expect(document.title).toBe('Home - Shop Console');
  });

  it('logs out: tells the server, forgets the session, returns to login', async () => {
    signedIn();
    let logoutCalls = 0;
    server.use(
      http.get('*/api/logout', () => {
        logoutCalls += 1;
        return HttpResponse.json({ code: 200, msg: 'success', data: null });
      }),
    );
    const { user } = renderApp('/');
    await screen.findByTestId('home-username', {}, LAZY_PAGE);

    await user.hover(screen.getByTestId('avatar'));
    await user.click(await screen.findByTestId('logout'));

    expect(await screen.findByPlaceholderText('Username', {}, LAZY_PAGE)).toBeInTheDocument();
    expect(logoutCalls).toBe(1);
    // Logout leads to the login route carrying the current full path.
    expect(currentRoute()).toBe('/login?redirect=%2Findex');
    expect(localStorage.getItem(TOKEN_STORAGE_KEY)).toBeNull();
    expect(localStorage.getItem('cainiao')).toBeNull();
  });

  it('logs out locally even when the server call fails', async () => {
    signedIn();
    server.use(http.get('*/api/logout', () => errorReply(500, 'server error')));
    const { user } = renderApp('/');
    await screen.findByTestId('home-username', {}, LAZY_PAGE);

    await user.hover(screen.getByTestId('avatar'));
    await user.click(await screen.findByTestId('logout'));

    await waitFor(() => expect(currentRoute()).toBe('/login?redirect=%2Findex'));
    expect(useSession.getState().token).toBeNull();
  });

  it('titles the page in the chosen language', async () => {
    await setLanguage('zh');
    signedIn();
    renderApp('/');
    await screen.findByTestId('home-username', {}, LAZY_PAGE);
    expect(document.title).toBe('首页 - Shop Console');
    expect(localStorage.getItem('language')).toBe('zh');
  });
});
