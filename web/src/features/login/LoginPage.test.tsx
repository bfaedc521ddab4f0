import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import { generateKeyPairSync, privateDecrypt, constants } from 'node:crypto';
import { server } from '../../test/server';
import { currentRoute, renderApp } from '../../test/renderApp';
import { errorReply, userInfo } from '../../test/envelopes';
import { TOKEN_STORAGE_KEY, useSession } from '../../session/store';
import type { LoginRequest } from '../../api/generated/model';
import { LAZY_PAGE } from '../../test/timing';

const plainKey = () =>
  http.get('*/api/publicKey', () =>
    HttpResponse.json({ code: 200, msg: 'success', data: { publicKey: '', mockServer: true } }),
  );

const adminInfoFor = (token: string) =>
  http.get('*/api/shop/admin/info', ({ request }) =>
    request.headers.get('Authorization') === `Bearer ${token}`
      ? HttpResponse.json({ code: 200, msg: 'success', data: userInfo() })
      : errorReply(401, 'token invalid'),
  );

async function openLogin(path = '/login') {
  const app = renderApp(path);
  await screen.findByPlaceholderText('Username', {}, LAZY_PAGE);
  return app;
}

async function submit(user: ReturnType<typeof renderApp>['user'], username: string, password: string) {
  if (username) await user.type(screen.getByPlaceholderText('Username'), username);
  if (password) await user.type(screen.getByPlaceholderText('Password'), password);
  await user.click(screen.getByRole('button', { name: 'Sign in' }));
}

describe('login page', () => {
  it('asks for a username', async () => {
    const { user } = await openLogin();
    await submit(user, '', '123456');
    expect(await screen.findByText('username cannot be empty')).toBeInTheDocument();
  });

  it('refuses a password shorter than 6 characters', async () => {
    const { user } = await openLogin();
    await submit(user, 'admin', '12345');
    expect(await screen.findByText('password cannot be fewer than 6 characters')).toBeInTheDocument();
    expect(screen.queryByText('username cannot be empty')).not.toBeInTheDocument();
  });

  it('signs in, stores the token and lands on home with the user from user info', async () => {
    let loginBody: LoginRequest | undefined;
    server.use(
      plainKey(),
      http.post('*/api/shop/login', async ({ request }) => {
        loginBody = (await request.json()) as LoginRequest;
        return HttpResponse.json({ code: 200, msg: 'success', data: { token: 'tok-admin' } });
      }),
      adminInfoFor('tok-admin'),
    );
    const { user } = await openLogin();

    await submit(user, 'admin', '123456');

    expect(await screen.findByTestId('home-username', {}, LAZY_PAGE)).toHaveTextContent('admin');
    expect(screen.getByTestId('home-roles')).toHaveTextContent('Admin');
    expect(loginBody).toEqual({ username: 'admin', password: '123456' });
    expect(localStorage.getItem(TOKEN_STORAGE_KEY)).toBe('tok-admin');
    expect(currentRoute()).toBe('/index');
    expect(await screen.findByText('Welcome to Shop Console')).toBeInTheDocument();
    expect(document.title).toBe('Home - Shop Console');
  });

  it('sends the credentials encrypted when the server hands out a key', async () => {
    const { publicKey, privateKey } = generateKeyPairSync('rsa', { modulusLength: 1024 });
    const pem = publicKey.export({ type: 'spki', format: 'pem' }).toString();
    let loginBody: LoginRequest | undefined;
    server.use(
      http.get('*/api/publicKey', () =>
        HttpResponse.json({ code: 200, msg: 'success', data: { publicKey: pem, mockServer: false } }),
      ),
      http.post('*/api/shop/login', async ({ request }) => {
        loginBody = (await request.json()) as LoginRequest;
        return HttpResponse.json({ code: 200, msg: 'success', data: { token: 'tok-admin' } });
      }),
      adminInfoFor('tok-admin'),
    );
    const { user } = await openLogin();

    await submit(user, 'admin', '123456');

    expect(await screen.findByTestId('home-username', {}, LAZY_PAGE)).toHaveTextContent('admin');
    expect(Object.keys(loginBody ?? {})).toEqual(['encrypted']);
    const block = privateDecrypt(
      { key: privateKey, padding: constants.RSA_NO_PADDING },
      Buffer.from(loginBody?.encrypted ?? '', 'base64'),
    );
    const json = block.subarray(block.indexOf(0, 2) + 1).toString('utf8');
    expect(JSON.parse(json)).toEqual({ username: 'admin', password: '123456' });
  });

  it('shows the server message for wrong credentials and stays', async () => {
    server.use(plainKey(), http.post('*/api/shop/login', () => errorReply(401, 'account or password incorrect')));
    const { user } = await openLogin('/login?redirect=%2Forder%2Flist');

    await submit(user, 'admin', 'wrong-password');

    expect(await screen.findByText('account or password incorrect')).toBeInTheDocument();
    expect(currentRoute()).toBe('/login?redirect=%2Forder%2Flist');
    expect(screen.getByPlaceholderText('Username')).toHaveValue('admin');
    expect(useSession.getState().token).toBeNull();
  });

  it('complains when the login answer carries no token', async () => {
    server.use(plainKey(), http.post('*/api/shop/login', () => HttpResponse.json({ code: 200, msg: 'success', data: {} })));
    const { user } = await openLogin();

    await submit(user, 'admin', '123456');

    expect(await screen.findByText('login interface abnormal, token not correctly returned')).toBeInTheDocument();
    expect(currentRoute()).toBe('/login');
    expect(localStorage.getItem(TOKEN_STORAGE_KEY)).toBeNull();
  });

  it('refuses malformed user info and forgets the token', async () => {
    server.use(
      plainKey(),
      http.post('*/api/shop/login', () => HttpResponse.json({ code: 200, msg: 'success', data: { token: 'tok-admin' } })),
      http.get('*/api/shop/admin/info', () =>
        HttpResponse.json({ code: 200, msg: 'success', data: { ...userInfo(), roles: 'Admin' } }),
      ),
    );
    const { user } = await openLogin();

    await submit(user, 'admin', '123456');

    expect(await screen.findByText('getUserInfo core interface abnormal, check the JSON format')).toBeInTheDocument();
    expect(currentRoute()).toBe('/login');
    expect(localStorage.getItem(TOKEN_STORAGE_KEY)).toBeNull();
  });

  it('waits out a 429 before allowing another try', async () => {
    server.use(
      plainKey(),
      http.post('*/api/shop/login', () =>
        errorReply(429, 'too many failed sign-ins, try again in 30 seconds', { retryAfter: 30 }),
      ),
    );
    const { user } = await openLogin();

    await submit(user, 'admin', 'wrong-password');

    expect(await screen.findByText('too many failed sign-ins, try again in 30 seconds')).toBeInTheDocument();
    const button = await screen.findByRole('button', { name: /Try again in (30|29) seconds/ });
    expect(button).toBeDisabled();
  });

  it('returns to the page named in redirect', async () => {
    server.use(
      plainKey(),
      http.post('*/api/shop/login', () => HttpResponse.json({ code: 200, msg: 'success', data: { token: 'tok-admin' } })),
      adminInfoFor('tok-admin'),
    );
    const { user } = await openLogin('/login?redirect=%2F403');

    await submit(user, 'admin', '123456');

    await waitFor(() => expect(currentRoute()).toBe('/403'));
    expect(await screen.findByText('Sorry, you have no permission to open this page', {}, LAZY_PAGE)).toBeInTheDocument();
  });
});
