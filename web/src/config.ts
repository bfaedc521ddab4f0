/** Build-time settings of the console (spec §1: the business title is set at build time). */
export const SITE_TITLE: string = import.meta.env.VITE_APP_TITLE || 'Shop Console';

/** Page title = route title + separator + site title (spec §2 "Page title"). */
export const TITLE_SEPARATOR = ' - ';
