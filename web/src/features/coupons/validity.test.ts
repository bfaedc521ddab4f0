import { describe, expect, it } from 'vitest';
import i18next from 'i18next';
import { messages } from './messages';
import { validityText } from './validity';

async function texts(lng: 'zh' | 'en') {
  const i18n = i18next.createInstance();
  await i18n.init({ resources: { zh: { coupons: messages.zh }, en: { coupons: messages.en } }, lng, ns: ['coupons'], initAsync: false });
  return i18n.getFixedT(lng, 'coupons');
}

describe('coupon validity', () => {
  it('names the number of days, never a literal N', async () => {
    const zh = await texts('zh');
    expect(validityText(zh, { validityType: 'daysFromNextDay', validDays: 30, useStart: null, useEnd: null })).toBe('领取次日起 30 天');
    expect(validityText(zh, { validityType: 'daysFromClaim', validDays: 7, useStart: null, useEnd: null })).toBe('领取后 7 天');
    const en = await texts('en');
    expect(validityText(en, { validityType: 'daysFromNextDay', validDays: 30, useStart: null, useEnd: null })).toBe('30 days from the next day');
  });
});
