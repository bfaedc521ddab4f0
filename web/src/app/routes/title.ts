import { i18n } from '../../i18n';
import { SITE_TITLE, TITLE_REVERSE, TITLE_SEPARATOR } from '../../config';

/** Titles are translated when a translation exists (`route.<title>`), else shown as they are. */
export function routeTitle(title: string): string {
  const key = `route.${title}`;
  return i18n.exists(key) ? String(i18n.t(key as 'route.home')) : title;
}

/** Translated route title joined with the site title by a separator, order configurable. */
export function pageTitle(title: string | undefined, reverse = TITLE_REVERSE): string {
  if (!title) return SITE_TITLE;
  const parts = [routeTitle(title), SITE_TITLE];
  return (reverse ? parts.reverse() : parts).join(TITLE_SEPARATOR);
}
