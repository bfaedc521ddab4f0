import 'i18next';
import type { Messages } from './zh';
import type { FeatureResources } from './namespaces';

// Typed keys: t('login.usernameRequired') is checked against zh.ts at compile time.
declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'translation';
    resources: { translation: Messages } & FeatureResources;
  }
}
