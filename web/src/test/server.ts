import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { listSettingsHandlers } from './listSettings';
import { MOCK_OPERATIONS } from '../api/answers.gen';
import { preferHandlers } from '../api/mockAnswers';
import { generatedHandlers } from '../api/generatedMocks';

/**
 * The orval-generated handlers answer every contract path with random but well-typed data;
 * tests pin the answers they depend on with server.use(...). The public key is pinned here
 * (the Postgres-like answer: no key, no demo layer) because the route table depends on it.
 * List settings answer from an in-memory stand-in (./listSettings.ts), empty unless seeded.
 */
export const server = setupServer(
  http.get('*/api/publicKey', () =>
    HttpResponse.json({ code: 200, msg: 'success', data: { publicKey: '', mockServer: false } }),
  ),
  ...listSettingsHandlers,
  // Prefer: code=…, example=…, delay=… as the mock server answers them.
  ...preferHandlers(MOCK_OPERATIONS),
  // Every other contract path: generated answers, first the ones the frame needs.
  ...generatedHandlers(),
);
