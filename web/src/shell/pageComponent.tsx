import { lazy, type ComponentType } from 'react';
import { pages } from '../app/pages';

const cache = new Map<string, ComponentType>();

/**
 * The page for a component key, loaded on first use: the registered page, or the placeholder
 * naming the area when no page is registered (unknown keys from the server must not crash).
 * One component per key, so React keeps its identity across renders.
 */
export function pageComponent(componentKey: string | undefined, title: string): ComponentType {
  const key = componentKey ?? '';
  const cacheKey = `${key}\u0000${title}`;
  let component = cache.get(cacheKey);
  if (!component) {
    const loader = pages[key];
    component = loader
      ? lazy(loader)
      : lazy(async () => {
          const { PlaceholderPage } = await import('./PlaceholderPage');
          return { default: () => <PlaceholderPage componentKey={key} titleKey={title} /> };
        });
    cache.set(cacheKey, component);
  }
  return component;
}
