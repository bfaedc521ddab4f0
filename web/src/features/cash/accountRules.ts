import type { MethodKind } from '../../api/generated/model';

/** What an account number breaks, as the server names it (`cash.account.<rule>`). */
export type AccountRule = 'digits' | 'luhn' | 'alipay' | 'wechat';

const DIGITS = /^\d+$/;
const MOBILE = /^1\d{10}$/;
// An address without a display name, a dot in its domain: what the server's parser accepts, near enough.
const EMAIL = /^[^\s@<>()[\]\\,;:"]+@[^\s@<>()[\]\\,;:"]+\.[^\s@<>()[\]\\,;:".]+$/;
const WECHAT_ID = /^[A-Za-z][A-Za-z0-9_-]{5,19}$/;

/** Whether a card number's last digit is its Luhn check digit. */
export function luhn(no: string): boolean {
  let sum = 0;
  for (let i = 0; i < no.length; i++) {
    let d = Number(no[no.length - 1 - i]);
    if (i % 2 === 1) {
      d *= 2;
      if (d > 9) d -= 9;
    }
    sum += d;
  }
  return sum % 10 === 0;
}

/** The number as the form sends it: a card number may be typed in groups ("6217 0000 ..."). */
export function normalizeAccount(kind: MethodKind, raw: string): string {
  return kind === 'bankCard' ? raw.replace(/\s+/g, '') : raw.trim();
}

/**
 * The rule an account number of `kind` breaks, undefined when it is good: the server's checks
 * mirrored so that the form answers before sending (the server still decides). A bank card is
 * 12 to 19 digits with a valid check digit; Alipay a mainland mobile or an e-mail address;
 * WeChat a WeChat ID (6 to 20 letters, digits, `_` or `-`, from a letter) or a mobile.
 */
export function checkAccount(kind: MethodKind, raw: string): AccountRule | undefined {
  const no = raw.trim();
  switch (kind) {
    case 'bankCard':
      if (no.length < 12 || no.length > 19 || !DIGITS.test(no)) return 'digits';
      return luhn(no) ? undefined : 'luhn';
    case 'alipay':
      return MOBILE.test(no) || EMAIL.test(no) ? undefined : 'alipay';
    case 'wechat':
      return MOBILE.test(no) || WECHAT_ID.test(no) ? undefined : 'wechat';
  }
}
