import { describe, expect, it } from 'vitest';
import * as v from './validate';

// Helper validators: each with values that pass and values that must not.
const table: [keyof typeof v, string[], string[]][] = [
  ['isExternal', ['http://a.cn', 'https://a.cn/x', 'mailto:a@b.cn', 'tel:10086', '//cdn.cn/x.js'], ['/order/list', 'ftp://a.cn', 'www.a.cn']],
  ['isPassword', ['123456', 'abcdefgh'], ['12345', '']],
  ['isNumber', ['0', '123456'], ['12a', '1.5', '', '-1']],
  ['isName', ['张三', 'Alice2', '店铺A'], ['a b', 'x_y', '']],
  ['isIP', ['192.168.1.1', '0.0.0.0', '255.255.255.255'], ['256.1.1.1', '1.2.3', '1.2.3.4.5', 'a.b.c.d']],
  ['isUrl', ['https://shop.example.com/a?b=1', 'http://localhost:8080', 'ftp://files.cn/x'], ['shop.example.com', 'http://', 'mailto:a@b.cn']],
  ['isLowerCase', ['abc'], ['Abc', 'ab1', '']],
  ['isUpperCase', ['ABC'], ['AbC', 'AB1', '']],
  ['isAlphabets', ['AbC'], ['Ab1', 'a b', '']],
  ['isPort', ['0', '80', '65535'], ['65536', '-1', '8a', '']],
  ['isPhone', ['13812345678', '19912345678'], ['23812345678', '1381234567', '138123456789', '']],
  ['isIdCard', ['11010519491231002X', '440524188001010014'], ['11010519491231002Y', '110105194912310021', '1101051949123100']],
  ['isEmail', ['a@b.cn', 'first.last+tag@shop.example.com'], ['a@b', '@b.cn', 'a b@c.cn']],
  ['isChina', ['张三', '欧阳娜娜'], ['张', '欧阳娜娜娜', 'Zhang']],
  ['isTel', ['010-12345678', '0755-1234567', '12345678', '021-12345678-123'], ['1234', '010-0123456', 'abc']],
  ['isMoney', ['0', '12', '12.5', '12.50', '0.01'], ['12.505', '-1', '01.5', '1.', '']],
  ['isJson', ['{}', '{"a":1}'], ['[]', '1', 'null', '{a:1}', '']],
];

const validators: Record<string, unknown> = { ...v };

describe('validators', () => {
  it.each(table)('%s', (name, good, bad) => {
    const check = validators[name] as (value: string) => boolean;
    for (const value of good) expect(check(value), `${name}(${JSON.stringify(value)})`).toBe(true);
    for (const value of bad) expect(check(value), `${name}(${JSON.stringify(value)})`).toBe(false);
  });

  it('isBlank: empty, whitespace or the text null', () => {
    for (const value of ['', '   ', 'null', ' null ', null, undefined]) expect(v.isBlank(value)).toBe(true);
    for (const value of ['a', 'nul', '0']) expect(v.isBlank(value)).toBe(false);
  });
});
