import { useEffect } from 'react';
import { useMatches } from 'react-router';
import { useTranslation } from 'react-i18next';
import { SITE_TITLE, TITLE_SEPARATOR } from '../config';
import { routeMeta } from './routeMeta';

/** Spec §2/§4: after each navigation (and language change) the title follows the deepest route's title. */
export function usePageTitle(): void {
  const matches = useMatches();
  const { t, i18n } = useTranslation();
  const titleKey = matches
    .map((match) => routeMeta(match.handle)?.title)
    .filter((title) => title !== undefined)
    .at(-1);

  useEffect(() => {
    document.title = titleKey ? `${t(titleKey)}${TITLE_SEPARATOR}${SITE_TITLE}` : SITE_TITLE;
  }, [titleKey, t, i18n.language]);
}
