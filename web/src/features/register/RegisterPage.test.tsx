import { http, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import { server } from '../../test/server';
import { currentRoute, renderApp } from '../../test/renderApp';
import { errorReply, userInfo } from '../../test/envelopes';
import { TOKEN_STORAGE_KEY, useSession } from '../../session/store';
import type { RegisterRequest } from '../../api/generated/model';

type User = ReturnType<typeof renderApp>['user'];

async function openRegister() {
  const app = renderApp('/register');
  await screen.findByPlaceholderText('Confirm password');
  return app;
}

async function fill(user: User, values: { username?: string; email?: string; password?: string; confirm?: string }) {
  if (values.username) await user.type(screen.getByPlaceholderText('Username'), values.username);
  if (values.email) await user.type(screen.getByPlaceholderText('E-mail'), values.email);
  if (values.password) await user.type(screen.getByPlaceholderText('Password'), values.password);
  if (values.confirm) await user.type(screen.getByPlaceholderText('Confirm password'), values.confirm);
  await user.click(screen.getByRole('button', { name: 'Register' }));
}

describe('register page', () => {
  let calls: RegisterRequest[];
  beforeEach(() => {
    calls = [];
    server.use(
      http.post('*/api/register', async ({ request }) => {
        calls.push((await request.json()) as RegisterRequest);
        return HttpResponse.json({ code: 200, msg: 'success', data: { token: 'tok-new' } });
      }),
      http.get('*/api/shop/admin/info', ({ request }) =>
        request.headers.get('Authorization') === 'Bearer tok-new'
          ? HttpResponse.json({ code: 200, msg: 'success', data: userInfo({ username: 'newbie', roles: [], permissions: [] }) })
          : errorReply(401, 'token invalid'),
      ),
    );
  });

  it.each([
    ['an empty username', { password: '123456', confirm: '123456' }, 'username cannot be empty'],
    ['a username with spaces', { username: 'new user', password: '123456', confirm: '123456' }, 'username: 3 to 32 letters, digits, _, . or -'],
    ['a too short username', { username: 'ab', password: '123456', confirm: '123456' }, 'username: 3 to 32 letters, digits, _, . or -'],
    ['a wrong e-mail', { username: 'newbie', email: 'not-mail', password: '123456', confirm: '123456' }, 'enter a correct e-mail address'],
    ['a short password', { username: 'newbie', password: '12345', confirm: '12345' }, 'password cannot be fewer than 6 characters'],
    ['differing passwords', { username: 'newbie', password: '123456', confirm: '654321' }, 'the two passwords differ'],
  ])('refuses %s with the rule text and sends nothing', async (_, values, text) => {
    const { user } = await openRegister();
    await fill(user, values);
    expect((await screen.findAllByText(text)).length).toBeGreaterThan(0);
    expect(calls).toEqual([]);
    expect(currentRoute()).toBe('/register');
  });

  it('registers, keeps the token and lands on home signed in as the new user', async () => {
    const { user } = await openRegister();
    await fill(user, { username: 'newbie', email: 'new@shop.test', password: '123456', confirm: '123456' });

    expect(await screen.findByTestId('home-username')).toHaveTextContent('newbie');
    expect(calls).toEqual([{ username: 'newbie', email: 'new@shop.test', password: '123456' }]);
    expect(localStorage.getItem(TOKEN_STORAGE_KEY)).toBe('tok-new');
    expect(currentRoute()).toBe('/index');
  });

  it('leaves the e-mail out when none is given', async () => {
    const { user } = await openRegister();
    await fill(user, { username: 'newbie', password: '123456', confirm: '123456' });
    await screen.findByTestId('home-username');
    expect(calls).toEqual([{ username: 'newbie', password: '123456' }]);
  });

  it('shows the server message when the username is taken and stays with the input', async () => {
    server.use(http.post('*/api/register', () => errorReply(409, 'the username is already taken')));
    const { user } = await openRegister();
    await fill(user, { username: 'admin', password: '123456', confirm: '123456' });

    expect(await screen.findByText('the username is already taken')).toBeInTheDocument();
    expect(currentRoute()).toBe('/register');
    expect(screen.getByPlaceholderText('Username')).toHaveValue('admin');
    expect(useSession.getState().token).toBeNull();
  });

  it('complains when the answer carries no token', async () => {
    server.use(http.post('*/api/register', () => HttpResponse.json({ code: 200, msg: 'success', data: {} })));
    const { user } = await openRegister();
    await fill(user, { username: 'newbie', password: '123456', confirm: '123456' });

    expect(await screen.findByText('login interface abnormal, token not correctly returned')).toBeInTheDocument();
    await waitFor(() => expect(currentRoute()).toBe('/register'));
    expect(localStorage.getItem(TOKEN_STORAGE_KEY)).toBeNull();
  });
});
