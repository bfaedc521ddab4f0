/** A two-decimal yuan amount as typed: digits, at most two decimals. */
export const MONEY = /^\d{1,10}(\.\d{1,2})?$/;

/** A positive amount as typed, or undefined. */
export function amountOf(text: string | undefined): string | undefined {
  const s = (text ?? '').trim();
  return MONEY.test(s) && Number(s) > 0 ? s : undefined;
}
