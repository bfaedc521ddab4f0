import i18n, { type BackendModule } from 'i18next';
import { initReactI18next } from 'react-i18next';
import dayjs from 'dayjs';
import 'dayjs/locale/zh-cn';
import { zh } from './zh';
import { en } from './en';
import { featureLoaders, type FeatureNamespace } from './namespaces';

const LANGUAGES = ['zh', 'en'] as const;
export type Language = (typeof LANGUAGES)[number];

/** The chosen language persists in local storage. */
const LANGUAGE_STORAGE_KEY = 'language';
const DEFAULT_LANGUAGE: Language = 'zh';
const DAYJS_LOCALES: Record<Language, string> = { zh: 'zh-cn', en: 'en' };

function isLanguage(value: unknown): value is Language {
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

function isFeature(ns: string): ns is FeatureNamespace {
  return Object.hasOwn(featureLoaders, ns);
}

/**
 * Loads a feature's texts (its own chunk) the first time a page uses its namespace, for
 * the language shown and the fallback; react-i18next suspends the page meanwhile, inside
 * the page's Suspense. The shell's `translation` texts are bundled and never come here.
 */
export const featureBackend: BackendModule = {
  type: 'backend',
  init() {},
  read(lng, ns, callback) {
    if (!isFeature(ns) || !isLanguage(lng)) {
      callback(null, {}); // nothing to load: not a feature, or a language we do not have
      return;
    }
    featureLoaders[ns]().then(
      (module) => callback(null, module.messages[lng]),
      (error: unknown) => callback(error instanceof Error ? error : new Error(String(error)), false),
    );
  },
};

void i18n
  .use(featureBackend)
  .use(initReactI18next)
  .init({
    resources: { zh: { translation: zh }, en: { translation: en } },
    partialBundledLanguages: true, // translation is bundled, feature namespaces come from the backend
    ns: ['translation'],
    lng: storedLanguage(),
    fallbackLng: DEFAULT_LANGUAGE,
    supportedLngs: LANGUAGES,
    interpolation: { escapeValue: false }, // React already escapes
    initAsync: false, // the shell's texts are bundled: be ready before the first render
  });

export function currentLanguage(): Language {
  return isLanguage(i18n.language) ? i18n.language : DEFAULT_LANGUAGE;
}

export async function setLanguage(language: Language): Promise<void> {
  localStorage.setItem(LANGUAGE_STORAGE_KEY, language);
  await i18n.changeLanguage(language);
}

export { i18n };
