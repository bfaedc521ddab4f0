import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';

export default defineConfig({
  plugins: [react()],
  test: {
    environment: 'jsdom',
    environmentOptions: {
      // A real origin, so relative /api URLs resolve the way they do in the browser.
      jsdom: { url: 'http://localhost:10000/' },
    },
    setupFiles: ['./src/test/setup.ts'],
    include: ['src/**/*.test.{ts,tsx}'],
    restoreMocks: true,
    // Room for a lazily loaded page (src/test/timing.ts) on a loaded 2-core machine.
    testTimeout: 60_000,
    // After a file's last test, jsdom is torn down while React's scheduler may still hold a
    // task (an antd toast's close timer on its own root); running it throws 'window is not
    // defined' from react-dom, after every assertion of that file has passed. Only that error,
    // thrown from React's scheduler, is ignored; any other unhandled error still fails the run.
    onUnhandledError(error) {
      const fromReactAfterTeardown =
        error.name === 'ReferenceError' &&
        error.message === 'window is not defined' &&
        /react-dom|scheduler/.test(error.stack ?? '');
      return fromReactAfterTeardown ? false : undefined;
    },
  },
});
