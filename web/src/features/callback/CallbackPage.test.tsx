import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import { server } from '../../test/server';
import { currentRoute, renderApp } from '../../test/renderApp';
import { errorReply, userInfo } from '../../test/envelopes';
import { TOKEN_STORAGE_KEY } from '../../session/store';
import type { SocialLoginRequest } from '../../api/generated/model';

function answerSocialLogin(data: object, seen: SocialLoginRequest[] = []) {
  server.use(
    http.post('*/api/socialLogin', async ({ request }) => {
      seen.push((await request.json()) as SocialLoginRequest);
      return HttpResponse.json({ code: 200, msg: 'success', data });
    }),
    http.get('*/api/shop/admin/info', ({ request }) =>
      request.headers.get('Authorization') === 'Bearer tok-social'
        ? HttpResponse.json({ code: 200, msg: 'success', data: userInfo({ username: 'editor', roles: ['Editor'] }) })
        : errorReply(401, 'token invalid'),
    ),
  );
  return seen;
}

describe('social sign-in callback', () => {
  it('sends code and platform, keeps the token and goes to the redirect', async () => {
    const seen = answerSocialLogin({ token: 'tok-social' });
    renderApp('/callback?code=abc123&platform=github&redirect=%2F403');

    await waitFor(() => expect(currentRoute()).toBe('/403'));
    expect(seen).toEqual([{ code: 'abc123', platform: 'github' }]);
    expect(localStorage.getItem(TOKEN_STORAGE_KEY)).toBe('tok-social');
  });

  it('goes home when there is no redirect', async () => {
    answerSocialLogin({ token: 'tok-social' });
    renderApp('/callback?code=abc123');

    expect(await screen.findByTestId('home-username')).toHaveTextContent('editor');
    expect(currentRoute()).toBe('/index');
  });

  it('says the token was not returned when the answer carries none, and signs nobody in', async () => {
    answerSocialLogin({});
    renderApp('/callback?code=abc123&platform=github');

    expect((await screen.findAllByText('login interface abnormal, token not correctly returned')).length).toBeGreaterThan(0);
    expect(localStorage.getItem(TOKEN_STORAGE_KEY)).toBeNull();
    expect(currentRoute()).toBe('/callback?code=abc123&platform=github');
    expect(screen.getByRole('button', { name: 'Back to sign-in' })).toBeInTheDocument();
  });

  it('calls nothing without a code and offers the way back to sign-in', async () => {
    const seen = answerSocialLogin({ token: 'tok-social' });
    const { user } = renderApp('/callback?platform=github');

    expect(await screen.findByText('the callback carries no authorisation code')).toBeInTheDocument();
    expect(seen).toEqual([]);
    await user.click(screen.getByRole('button', { name: 'Back to sign-in' }));
    await waitFor(() => expect(currentRoute()).toBe('/login'));
  });
});
