import { test } from '@playwright/test';
import { signInAdmin } from './signIn';
import { bindAndUnbind } from './bindFlow';

// Binding a distribution store on the mock (the Postgres run has the same flow in postgres.spec.ts).
test('a distribution store is bound with the code sent to its number, shown, and unbound after a confirmation', async ({ page, baseURL }) => {
  test.setTimeout(90_000);
  await signInAdmin(page);
  await bindAndUnbind(page, baseURL);
});
