import { http, HttpResponse } from 'msw';
import { setupWorker } from 'msw/browser';
import { listSettingsHandlers } from '../test/listSettings';
import { MOCK_OPERATIONS } from '../api/answers.gen';
import { preferHandlers } from '../api/mockAnswers';
import { generatedHandlers } from '../api/generatedMocks';

/**
 * `npm run dev:msw`: the console with no server, every contract path answered in the
 * browser by the orval-generated MSW handlers (random but well-typed data, as in the
 * tests). The public key answers as the mock server does, so the demo menus show; list
 * settings keep what is saved in memory. Only this mode imports this file.
 */
export async function startMockWorker(): Promise<void> {
  const worker = setupWorker(
    http.get('*/api/publicKey', () =>
      HttpResponse.json({ code: 200, msg: 'success', data: { publicKey: '', mockServer: true } }),
    ),
    ...listSettingsHandlers,
    // Prefer: code=…, example=…, delay=… as the mock server answers them.
    ...preferHandlers(MOCK_OPERATIONS),
    ...generatedHandlers(),
  );
  await worker.start({ onUnhandledRequest: 'bypass', quiet: true });
}
