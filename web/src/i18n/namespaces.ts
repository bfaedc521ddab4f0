import { messages as demoMessages } from '../features/demo/messages';
import { messages as systemMessages } from '../features/system/messages';

import { messages as shopUsersMessages } from '../features/shop-users/messages';
/**
 * Feature namespaces. Each feature keeps its texts in `features/<area>/messages.ts`
 * (`export const messages = { zh: {...}, en: {...} }`, en with the same keys as zh) and is
 * listed here once; pages then call `useTranslation('<namespace>')`.
 */
export const featureMessages = {
  // --- namespaces: system administration (issue 4) ---
  system: systemMessages,
  // --- namespaces: demo layer (issue 4) ---
  demo: demoMessages,
  // --- namespaces: shop users (issue 5) ---
  shopUsers: shopUsersMessages,
} as const;

type FeatureMessages = typeof featureMessages;
export type FeatureResources = { [NS in keyof FeatureMessages]: FeatureMessages[NS]['zh'] };
