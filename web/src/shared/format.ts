import dayjs from 'dayjs';

/** What a cell shows for a missing value. */
export const NONE = '—';

/** A moment as the console shows it: local date and time to the minute (or the second). */
export function formatDateTime(iso: string | null | undefined, { seconds = false } = {}): string {
  return iso ? dayjs(iso).format(seconds ? 'YYYY-MM-DD HH:mm:ss' : 'YYYY-MM-DD HH:mm') : NONE;
}

/** A day as the console shows it. */
export function formatDate(iso: string | null | undefined): string {
  return iso ? dayjs(iso).format('YYYY-MM-DD') : NONE;
}

/**
 * An amount of money as the console shows it: yuan with two decimals and grouped
 * thousands. The API sends money as decimal strings; they are regrouped as text, never
 * through a float.
 */
export function formatMoney(amount: string | number | null | undefined): string {
  if (amount === null || amount === undefined || amount === '') return NONE;
  const text = typeof amount === 'number' ? amount.toFixed(2) : amount.trim();
  const match = /^([+-]?)(\d+)(?:\.(\d*))?$/.exec(text);
  if (!match) return text;
  const [, sign, whole, fraction = ''] = match;
  const grouped = whole.replace(/^0+(?=\d)/, '').replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  return `${sign === '-' ? '-' : ''}${grouped}.${fraction.padEnd(2, '0')}`;
}
