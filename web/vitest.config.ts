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
    testTimeout: 30_000,
  },
});
