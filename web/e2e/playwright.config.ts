import { fileURLToPath } from 'node:url';
import { defineConfig } from '@playwright/test';

// Relative paths (the default binary, E2E_SERVER_BIN) are taken from web/, where npm runs.
const webDir = fileURLToPath(new URL('..', import.meta.url));

// E2E_PORT lets several checkouts run their suites at once.
const PORT = Number(process.env.E2E_PORT || 10099);
const baseURL = `http://127.0.0.1:${PORT}`;
// Built by the Makefile: serves the console from web/dist/console at / and the API at /api.
const serverBin = process.env.E2E_SERVER_BIN || '../bin/shop-console';

export default defineConfig({
  testDir: '.',
  outputDir: '../test-results',
  workers: 1,
  reporter: 'list',
  use: {
    baseURL,
    headless: true,
    // The system Chromium (Debian package): Playwright's own browser downloads are not used.
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
  },
  webServer: {
    command: `${serverBin} --backend mock --listen 127.0.0.1:${PORT} --log-level warn --access-ttl 6s`,
    cwd: webDir,
    url: `${baseURL}/readyz`,
    reuseExistingServer: false,
    timeout: 60_000,
    // Warnings and errors of the server still show in the report.
    stderr: 'pipe',
  },
});
