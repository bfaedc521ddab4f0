import { randomBytes } from 'node:crypto';
import { fileURLToPath } from 'node:url';
import { defineConfig } from '@playwright/test';
import { PG_ADMIN_PASSWORD } from './postgres';
import { smsOutbox } from './smsOutbox';

// Relative paths (the default binary, E2E_SERVER_BIN) are taken from web/, where npm runs.
const webDir = fileURLToPath(new URL('..', import.meta.url));

// E2E_PORT lets several checkouts run their suites at once; the Postgres server takes the next port.
const PORT = Number(process.env.E2E_PORT || 10099);
const baseURL = `http://127.0.0.1:${PORT}`;
const pgURL = `http://127.0.0.1:${PORT + 1}`;
// Built by the Makefile: serves the console from web/dist/console at / and the API at /api.
const serverBin = process.env.E2E_SERVER_BIN || '../bin/shop-console';
// The Postgres backend runs in a schema of its own, emptied before each run. Pictures' files live
// in the process (mock) and in that schema (Postgres): a run leaves nothing in the working tree.
const database = process.env.E2E_DATABASE_URL || process.env.TEST_DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/test?sslmode=disable';
const schema = `e2e_${PORT}`;
// A token secret as the README makes one: the server refuses a made-up one.
const tokenSecret = randomBytes(32).toString('hex');

export default defineConfig({
  testDir: '.',
  outputDir: '../test-results',
  workers: 1,
  // A flow signs in, opens pages and waits for the server: on a busy two-core machine that
  // takes longer than the default half minute.
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: 'list',
  use: {
    baseURL,
    headless: true,
    // The console then runs without animations: a click never lands on a dialog still opening.
    reducedMotion: 'reduce',
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
  projects: [
    { name: 'mock', testIgnore: /postgres\.spec\.ts/ },
    { name: 'postgres', testMatch: /postgres\.spec\.ts/, use: { baseURL: pgURL } },
  ],
  webServer: [
    {
      // The dev SMS sender writes its codes to a file the tests read (smsOutbox.ts).
      command: `rm -f ${smsOutbox(PORT)} && ${serverBin} --backend mock --listen 127.0.0.1:${PORT} --log-level warn --access-ttl 6s --blob-store memory --sms dev --sms-outbox ${smsOutbox(PORT)}`,
      cwd: webDir,
      url: `${baseURL}/readyz`,
      reuseExistingServer: false,
      timeout: 60_000,
      // Warnings and errors of the server still show in the report.
      stderr: 'pipe',
    },
    {
      command:
        `psql "${database}" -qc "DROP SCHEMA IF EXISTS ${schema} CASCADE" && rm -f ${smsOutbox(PORT + 1)} && ` +
        `${serverBin} --backend postgres --listen 127.0.0.1:${PORT + 1} --log-level warn --database-schema ${schema} --blob-store postgres --jobs-every 5s ` +
        `--sms dev --sms-outbox ${smsOutbox(PORT + 1)}`,
      cwd: webDir,
      env: {
        DATABASE_URL: database,
        SHOP_TOKEN_SECRET: tokenSecret,
        SHOP_ADMIN_PASSWORD: PG_ADMIN_PASSWORD,
        PGOPTIONS: '-c client_min_messages=warning',
      },
      url: `${pgURL}/readyz`,
      reuseExistingServer: false,
      timeout: 60_000,
      stderr: 'pipe',
    },
  ],
});
