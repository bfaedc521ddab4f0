import { describe, expect, it } from 'vitest';
import * as zod from 'zod';
import { maxLengthOf, rangeOf, textRule } from './zodRules';

type Validator = (rule: unknown, value: unknown) => Promise<void>;
const check = (schema: zod.ZodType, value: unknown) => (textRule(schema, 'bad') as { validator: Validator }).validator({}, value);

describe('zod rules', () => {
  it('requires a text the schema needs, blank counting as empty, and checks it as typed', async () => {
    const carrier = zod.string().min(1).max(5);
    expect(textRule(carrier, 'bad')).toMatchObject({ required: true });
    await expect(check(carrier, '')).rejects.toThrow('bad');
    await expect(check(carrier, '   ')).rejects.toThrow('bad');
    await expect(check(carrier, undefined)).rejects.toThrow('bad');
    await expect(check(carrier, 'abcdef')).rejects.toThrow('bad');
    await expect(check(carrier, 'abc')).resolves.toBeUndefined();
    const tracking = zod.string().regex(/^[A-Za-z0-9-]{4,40}$/);
    await expect(check(tracking, 'SF1')).rejects.toThrow('bad');
    await expect(check(tracking, 'SF-1234')).resolves.toBeUndefined();
  });

  it('leaves an empty text alone when the schema takes one', async () => {
    const remark = zod.string().max(3);
    expect(textRule(remark, 'bad')).toMatchObject({ required: false });
    await expect(check(remark, '')).resolves.toBeUndefined();
    await expect(check(remark.optional(), undefined)).resolves.toBeUndefined();
    await expect(check(remark, 'abcd')).rejects.toThrow('bad');
  });

  it('reads the longest text from a maximum length or a repeated class pattern', () => {
    expect(maxLengthOf(zod.string().min(1).max(30))).toBe(30);
    expect(maxLengthOf(zod.string().max(100).optional())).toBe(100);
    expect(maxLengthOf(zod.string().regex(/^[A-Za-z0-9_-]{6,64}$/))).toBe(64);
    expect(maxLengthOf(zod.string().regex(/^\d{1,10}(\.\d{1,2})?$/))).toBeUndefined();
    expect(maxLengthOf(zod.number().max(3))).toBeUndefined();
  });

  it('reads the bounds of a number', () => {
    expect(rangeOf(zod.number().min(5).max(10080))).toEqual({ min: 5, max: 10080 });
    expect(rangeOf(zod.number().min(0))).toEqual({ min: 0, max: undefined });
    expect(rangeOf(zod.string())).toEqual({});
  });
});
