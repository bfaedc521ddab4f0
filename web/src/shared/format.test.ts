import { describe, expect, it } from 'vitest';
import dayjs from 'dayjs';
import { formatDate, formatDateTime, formatMoney } from './format';

describe('formatters', () => {
  it('shows money with two decimals and grouped thousands, from text', () => {
    expect(formatMoney('20.00')).toBe('20.00');
    expect(formatMoney('1234567.5')).toBe('1,234,567.50');
    expect(formatMoney('-1000')).toBe('-1,000.00');
    expect(formatMoney('9007199254740993.01')).toBe('9,007,199,254,740,993.01');
    expect(formatMoney(12.3)).toBe('12.30');
    expect(formatMoney('')).toBe('—');
    expect(formatMoney(null)).toBe('—');
  });

  it('shows local dates and times', () => {
    const iso = '2026-03-01T02:00:00Z';
    expect(formatDateTime(iso)).toBe(dayjs(iso).format('YYYY-MM-DD HH:mm'));
    expect(formatDateTime(iso, { seconds: true })).toBe(dayjs(iso).format('YYYY-MM-DD HH:mm:ss'));
    expect(formatDate(iso)).toBe(dayjs(iso).format('YYYY-MM-DD'));
    expect(formatDateTime(null)).toBe('—');
  });
});
