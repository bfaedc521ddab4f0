import { readFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect } from '@playwright/test';

/**
 * The file where the e2e server on `port` writes the SMS codes it would send (its dev sender,
 * `--sms dev --sms-outbox`): one line "<mobile> <code>" per code.
 */
export const smsOutbox = (port: number) => join(tmpdir(), `shop-console-sms-${port}.txt`);

/** The last code the server at baseURL sent to mobile (waits for it to be written). */
export async function lastSmsCode(baseURL: string | undefined, mobile: string): Promise<string> {
  const file = smsOutbox(Number(new URL(baseURL ?? '').port));
  let code = '';
  await expect
    .poll(async () => {
      const text = await readFile(file, 'utf8').catch(() => '');
      const lines = text.split('\n').filter((l) => l.startsWith(`${mobile} `));
      code = lines.at(-1)?.split(' ')[1] ?? '';
      return code;
    })
    .toMatch(/^\d{6}$/);
  return code;
}
