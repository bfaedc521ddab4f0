import { describe, expect, it } from 'vitest';
import { checkAccount, luhn, normalizeAccount } from './accountRules';

describe('account number rules', () => {
  it('checks a card number: 12 to 19 digits and its Luhn check digit', () => {
    expect(luhn('6217000000000000004')).toBe(true);
    expect(luhn('4111111111111111')).toBe(true);
    expect(luhn('6217000000000000005')).toBe(false);
    expect(checkAccount('bankCard', '6217000000000000004')).toBeUndefined();
    expect(checkAccount('bankCard', ' 6217000000000000004 ')).toBeUndefined();
    expect(checkAccount('bankCard', '6217000000000000005')).toBe('luhn');
    expect(checkAccount('bankCard', '62170000')).toBe('digits');
    expect(checkAccount('bankCard', '62170000000000000000')).toBe('digits');
    expect(checkAccount('bankCard', '6217 0000 0000 0004')).toBe('digits');
    // The form sends a card number typed in groups without its spaces.
    expect(normalizeAccount('bankCard', ' 6217 0000 0000 0000 004 ')).toBe('6217000000000000004');
    expect(checkAccount('bankCard', normalizeAccount('bankCard', '6217 0000 0000 0000 004'))).toBeUndefined();
    expect(normalizeAccount('alipay', ' shop@example.com ')).toBe('shop@example.com');
  });

  it('takes a mobile or an e-mail for Alipay, a WeChat ID or a mobile for WeChat', () => {
    expect(checkAccount('alipay', '13812345678')).toBeUndefined();
    expect(checkAccount('alipay', 'shop@example.com')).toBeUndefined();
    expect(checkAccount('alipay', 'shop@localhost')).toBe('alipay');
    expect(checkAccount('alipay', '23812345678')).toBe('alipay');
    expect(checkAccount('alipay', 'not-a-phone')).toBe('alipay');
    expect(checkAccount('wechat', 'zhangwei_shop')).toBeUndefined();
    expect(checkAccount('wechat', '13812345678')).toBeUndefined();
    expect(checkAccount('wechat', '1abcdef')).toBe('wechat');
    expect(checkAccount('wechat', 'abc12')).toBe('wechat');
    expect(checkAccount('wechat', 'a'.repeat(21))).toBe('wechat');
    expect(checkAccount('wechat', 'wx.name1')).toBe('wechat');
  });
});
