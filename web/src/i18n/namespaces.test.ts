import { describe, expect, it } from 'vitest';
import i18next from 'i18next';
import { featureBackend } from './index';
import { en } from './en';
import { zh } from './zh';

/** A fresh instance configured like the console's, so that nothing is preloaded. */
async function consoleI18n(lng: 'zh' | 'en') {
  const i18n = i18next.createInstance().use(featureBackend);
  await i18n.init({
    resources: { zh: { translation: zh }, en: { translation: en } },
    partialBundledLanguages: true,
    ns: ['translation'],
    lng,
    fallbackLng: 'zh',
    supportedLngs: ['zh', 'en'],
    initAsync: false,
  });
  return i18n;
}

describe('feature texts', () => {
  it('are not loaded up front, while the shell texts are there at once', async () => {
    const i18n = await consoleI18n('en');
    expect(i18n.t('login.title')).toBe('Sign in');
    expect(i18n.hasResourceBundle('en', 'system')).toBe(false);
    expect(i18n.hasResourceBundle('en', 'shopUsers')).toBe(false);
  });

  it('load with their namespace and follow a language switch', async () => {
    const i18n = await consoleI18n('en');
    await i18n.loadNamespaces('system');
    expect(i18n.t('staff.mobile', { ns: 'system' })).toBe('Mobile');
    expect(i18n.hasResourceBundle('en', 'shopUsers')).toBe(false); // only what was asked for

    await i18n.changeLanguage('zh');
    expect(i18n.t('staff.mobile', { ns: 'system' })).toBe('手机号');
  });
});
