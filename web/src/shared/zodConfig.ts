import { config } from 'zod/v4/core';

/**
 * zod compiles its fast object checks with `new Function`, which the console's Content
 * Security Policy forbids (no 'unsafe-eval'), and its probe for eval is itself reported as a
 * violation: zod interprets instead. Imported first by the entry, before any schema is built.
 */
config({ jitless: true });
