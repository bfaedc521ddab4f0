/**
 * Feature namespaces. Each feature keeps its texts in `features/<area>/messages.ts` (the list
 * kit in `shared/list/messages.ts`): `export const messages = { zh: {...}, en: {...} }`, en
 * with the same keys as zh, listed here once; pages then call `useTranslation('<namespace>')`.
 *
 * The imports are dynamic on purpose: a feature's texts are a chunk of their own, fetched
 * by the i18n backend (`./index.ts`) when a page first uses the namespace, so they never
 * weigh on the login route. The types still come from the modules, for typed keys.
 */
export const featureLoaders = {
  // --- namespaces: system administration ---
  system: () => import('../features/system/messages'),
  // --- namespaces: demo layer ---
  demo: () => import('../features/demo/messages'),
  // --- namespaces: shop users ---
  shopUsers: () => import('../features/shopusers/messages'),
  // --- namespaces: coupons and gifts ---
  coupons: () => import('../features/coupons/messages'),
  // --- namespaces: freight templates ---
  freight: () => import('../features/freight/messages'),
  // --- namespaces: after-sale services and guarantees ---
  guarantees: () => import('../features/guarantees/messages'),
  // --- namespaces: the album ---
  pictures: () => import('../features/pictures/messages'),
  // --- namespaces: goods ---
  goods: () => import('../features/goods/messages'),
  // --- namespaces: orders ---
  orders: () => import('../features/orders/messages'),
  // --- namespaces: cash ---
  cash: () => import('../features/cash/messages'),
  // --- namespaces: the shop's setup (addresses) ---
  setup: () => import('../features/setup/messages'),
  // --- namespaces: merchant account opening ---
  merchant: () => import('../features/merchant/messages'),
  // --- namespaces: binding a distribution store ---
  bind: () => import('../features/bind/messages'),
  // --- namespaces: statistics (home dashboard, goods, transactions) ---
  stats: () => import('../features/stats/messages'),
  // --- namespaces: the list kit shared by every list page ---
  list: () => import('../shared/list/messages'),
} as const;

export type FeatureNamespace = keyof typeof featureLoaders;
type FeatureMessages = { [NS in FeatureNamespace]: Awaited<ReturnType<(typeof featureLoaders)[NS]>>['messages'] };
/** @public The features' messages for i18next's types (i18next.d.ts). */
export type FeatureResources = { [NS in FeatureNamespace]: FeatureMessages[NS]['zh'] };

export const FEATURE_NAMESPACES = Object.keys(featureLoaders) as FeatureNamespace[];
