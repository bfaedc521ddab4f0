/**
 * Feature namespaces. Each feature keeps its texts in `features/<area>/messages.ts`
 * (`export const messages = { zh: {...}, en: {...} }`, en with the same keys as zh) and is
 * listed here once; pages then call `useTranslation('<namespace>')`.
 *
 * The imports are dynamic on purpose: a feature's texts are a chunk of their own, fetched
 * by the i18n backend (`./index.ts`) when a page first uses the namespace, so they never
 * weigh on the login route. The types still come from the modules, for typed keys.
 */
export const featureLoaders = {
  // --- namespaces: system administration (issue 4) ---
  system: () => import('../features/system/messages'),
  // --- namespaces: demo layer (issue 4) ---
  demo: () => import('../features/demo/messages'),
  // --- namespaces: shop users (issue 5) ---
  shopUsers: () => import('../features/shop-users/messages'),
} as const;

export type FeatureNamespace = keyof typeof featureLoaders;
type FeatureMessages = { [NS in FeatureNamespace]: Awaited<ReturnType<(typeof featureLoaders)[NS]>>['messages'] };
export type FeatureResources = { [NS in FeatureNamespace]: FeatureMessages[NS]['zh'] };

export const FEATURE_NAMESPACES = Object.keys(featureLoaders) as FeatureNamespace[];
