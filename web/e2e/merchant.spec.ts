import { test } from '@playwright/test';
import { signInAdmin } from './signIn';
import { applyAndApprove } from './merchantFlow';

// Merchant account opening on the mock, from the sample shop's half-filled draft (the same flow
// runs on Postgres from an empty draft, in postgres.spec.ts).
test('an application is completed with a licence picture, submitted and approved', async ({ page }) => {
  test.setTimeout(120_000);
  await signInAdmin(page);
  await applyAndApprove(page);
});
