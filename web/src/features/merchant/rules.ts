/** The checks the server makes, made in the form before sending. */

const CREDIT_CHARS = '0123456789ABCDEFGHJKLMNPQRTUWXY';
const CREDIT_WEIGHTS = [1, 3, 9, 27, 19, 26, 16, 17, 20, 29, 25, 13, 8, 24, 10, 30, 28];

/** An 18-character unified social credit code with its check character (GB 32100-2015). */
export function validCreditCode(code: string): boolean {
  if (code.length !== 18) return false;
  let sum = 0;
  for (let i = 0; i < 17; i++) {
    const v = CREDIT_CHARS.indexOf(code[i]);
    if (v < 0) return false;
    sum += v * CREDIT_WEIGHTS[i];
  }
  return code[17] === CREDIT_CHARS[(31 - (sum % 31)) % 31];
}

const ID_WEIGHTS = [7, 9, 10, 5, 8, 4, 2, 1, 6, 3, 7, 9, 10, 5, 8, 4, 2];

/** An 18-digit ID number: a real date of birth and the ISO 7064 MOD 11-2 check character. */
export function validIdNumber(no: string): boolean {
  if (!/^\d{17}[\dX]$/.test(no)) return false;
  const y = Number(no.slice(6, 10));
  const m = Number(no.slice(10, 12));
  const d = Number(no.slice(12, 14));
  const date = new Date(Date.UTC(y, m - 1, d));
  if (date.getUTCFullYear() !== y || date.getUTCMonth() !== m - 1 || date.getUTCDate() !== d) return false;
  let sum = 0;
  for (let i = 0; i < 17; i++) sum += Number(no[i]) * ID_WEIGHTS[i];
  return no[17] === '10X98765432'[sum % 11];
}

/** A mainland mobile number. */
export const validMobile = (s: string) => /^1[3-9]\d{9}$/.test(s);

/** A number as the server masks it (kept as saved when sent back). */
export const isMasked = (s: string) => s.includes('*');
