import i18n from 'i18next';
import { initReactI18next } from 'react-i18next';
import dayjs from 'dayjs';
import 'dayjs/locale/zh-cn';
import { zh } from './zh';
import { en } from './en';
import { featureMessages } from './namespaces';

export const LANGUAGES = ['zh', 'en'] as const;
export type Language = (typeof LANGUAGES)[number];

/** Spec §4: the chosen language persists in local storage. */
export const LANGUAGE_STORAGE_KEY = 'language';
const DEFAULT_LANGUAGE: Language = 'zh';
const DAYJS_LOCALES: Record<Language, string> = { zh: 'zh-cn', en: 'en' };

export function isLanguage(value: unknown): value is Language {
  return typeof value === 'string' && (LANGUAGES as readonly string[]).includes(value);
}

function storedLanguage(): Language {
  const value = localStorage.getItem(LANGUAGE_STORAGE_KEY);
  return isLanguage(value) ? value : DEFAULT_LANGUAGE;
}

// Registered before init so the first language also sets dayjs and <html lang>.
i18n.on('languageChanged', (lng) => {
  const language = isLanguage(lng) ? lng : DEFAULT_LANGUAGE;
  dayjs.locale(DAYJS_LOCALES[language]);
  document.documentElement.lang = language === 'zh' ? 'zh-CN' : 'en';
});

function resources(language: Language) {
  const bundle: Record<string, object> = { translation: language === 'zh' ? zh : en };
  for (const [ns, messages] of Object.entries(featureMessages as Record<string, Record<Language, object>>)) {
    bundle[ns] = messages[language];
  }
  return bundle;
}

void i18n.use(initReactI18next).init({
  resources: { zh: resources('zh'), en: resources('en') },
  lng: storedLanguage(),
  fallbackLng: DEFAULT_LANGUAGE,
  supportedLngs: LANGUAGES,
  interpolation: { escapeValue: false }, // React already escapes
  initAsync: false, // resources are bundled: be ready before the first render
});

export function currentLanguage(): Language {
  return isLanguage(i18n.language) ? i18n.language : DEFAULT_LANGUAGE;
}

export async function setLanguage(language: Language): Promise<void> {
  localStorage.setItem(LANGUAGE_STORAGE_KEY, language);
  await i18n.changeLanguage(language);
}

export { i18n };
