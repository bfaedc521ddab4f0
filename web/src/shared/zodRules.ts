import type { FormRule } from 'antd';
import type { z } from 'zod';

/**
 * Form rules from the zod schemas generated from the contract (`src/api/zod`, request bodies):
 * a form states its messages, the contract its lengths, patterns and ranges.
 *
 *   <Form.Item name="carrier" rules={[textRule(adminOrderShipBody.shape.carrier, t('ship.carrierRule'))]}>
 *     <Input maxLength={maxLengthOf(adminOrderShipBody.shape.carrier)} />
 */

/** The schema under `.optional()`, `.nullable()` and `.describe()` wrappers. */
function bare(schema: z.ZodType): z.ZodType {
  let s = schema;
  while ((s.def.type === 'optional' || s.def.type === 'nullable') && 'unwrap' in s) s = (s as z.ZodOptional).unwrap() as z.ZodType;
  return s;
}

/**
 * A text field's rule: required (blank counts as empty) when the schema refuses an empty text,
 * then the schema's own checks on the text as typed; one message for every failure.
 */
export function textRule(schema: z.ZodType, message: string): FormRule {
  const required = !schema.safeParse('').success;
  return {
    required,
    validator: async (_, value: unknown) => {
      if (value === undefined || value === null || (typeof value === 'string' && value.trim() === '')) {
        if (required) throw new Error(message);
        return;
      }
      if (!schema.safeParse(value).success) throw new Error(message);
    },
  };
}

/** One character class (or character) repeated m to n times, the whole text: `^[A-Za-z0-9-]{4,40}$`. */
const REPEATED_CLASS = /^\^(?:\[(?:[^\]\\]|\\.)+\]|\\?.)\{\d+,(\d+)\}\$$/;

/**
 * The longest text a string schema takes (an input's `maxLength`): its maximum length, else
 * the bound of a pattern that repeats one character class (`^[A-Za-z0-9-]{4,40}$`: 40).
 */
export function maxLengthOf(schema: z.ZodType): number | undefined {
  const s = bare(schema);
  if (s.def.type !== 'string') return undefined;
  const max = (s as z.ZodString).maxLength;
  if (max !== null && max !== undefined) return max;
  for (const check of s.def.checks ?? []) {
    const { pattern } = check._zod.def as { pattern?: RegExp };
    const bound = pattern && REPEATED_CLASS.exec(pattern.source)?.[1];
    if (bound) return Number(bound);
  }
  return undefined;
}

/** The bounds of a number schema (`min`/`max` of an antd rule and of its InputNumber). */
export function rangeOf(schema: z.ZodType): { min?: number; max?: number } {
  const s = bare(schema);
  if (s.def.type !== 'number') return {};
  const n = s as z.ZodNumber;
  const finite = (v: number | null) => (v !== null && Number.isFinite(v) ? v : undefined);
  return { min: finite(n.minValue), max: finite(n.maxValue) };
}
