import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { getSessionMock } from '../api/generated/session/session.msw';
import { getShellMock } from '../api/generated/shell/shell.msw';

/**
 * The orval-generated handlers answer every contract path with random but well-typed data;
 * tests pin the answers they depend on with server.use(...). The public key is pinned here
 * (the Postgres-like answer: no key, no demo layer) because the route table depends on it.
 */
export const server = setupServer(
  http.get('*/api/publicKey', () =>
    HttpResponse.json({ code: 200, msg: 'success', data: { publicKey: '', mockServer: false } }),
  ),
  ...getSessionMock(),
  ...getShellMock(),
);
