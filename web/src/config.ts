/** Build-time settings of the console (spec §1: the business title is set at build time). */
export const SITE_TITLE: string = import.meta.env.VITE_APP_TITLE || 'Shop Console';

/** Spec §1: the version string. */
export const VERSION = '2.0.8-dev';

/** Page title = route title + separator + site title (spec §2 "Page title"). */
export const TITLE_SEPARATOR = ' - ';

/** Spec §2: the order of the page title may be reversed by configuration (site title first). */
export const TITLE_REVERSE: boolean = import.meta.env.VITE_TITLE_REVERSE === 'true';

/**
 * Spec §4 route building: `intelligence` builds menus from the local route table filtered by
 * role, `all` from `GET /router/getList`. The spec sets intelligence.
 */
export const AUTHENTICATION: 'intelligence' | 'all' =
  import.meta.env.VITE_AUTHENTICATION === 'all' ? 'all' : 'intelligence';

/** Spec §2: changing the top-level tab (column, comprehensive) opens its first page. */
export const OPEN_FIRST_MENU = true;

/** Spec §4: a redirect query is recorded on the way to the sign-in page. */
export const RECORD_ROUTE = true;

/** Spec §2/§9: the tab bar keeps at most this many pages alive. */
export const KEEP_ALIVE_MAX = 20;

/** Spec §4/§9: below this width the device is mobile. */
export const MOBILE_BREAKPOINT = 992;

/** Spec §8: which builds record uncaught errors in the error-log dialog. */
export const ERROR_LOG_MODES: readonly string[] = ['development', 'production'];
