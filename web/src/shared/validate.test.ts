import { describe, expect, it } from 'vitest';
import * as v from './validate';

// Helper validators: each with values that pass and values that must not.
const table: [keyof typeof v, string[], string[]][] = [
  ['isExternal', ['http://a.cn', 'https://a.cn/x', 'mailto:a@b.cn', 'tel:10086', '//cdn.cn/x.js'], ['/order/list', 'ftp://a.cn', 'www.a.cn']],
  ['isPhone', ['13812345678', '19912345678'], ['23812345678', '1381234567', '138123456789', '']],
  ['isEmail', ['a@b.cn', 'first.last+tag@shop.example.com'], ['a@b', '@b.cn', 'a b@c.cn']],
];

const validators: Record<string, unknown> = { ...v };

describe('validators', () => {
  it.each(table)('%s', (name, good, bad) => {
    const check = validators[name] as (value: string) => boolean;
    for (const value of good) expect(check(value), `${name}(${JSON.stringify(value)})`).toBe(true);
    for (const value of bad) expect(check(value), `${name}(${JSON.stringify(value)})`).toBe(false);
  });
});
