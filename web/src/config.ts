/** Build-time settings of the console (the business title is set at build time). */
export const SITE_TITLE: string = import.meta.env.VITE_APP_TITLE || 'Shop Console';

/** Page title = route title + separator + site title ("Page title"). */
export const TITLE_SEPARATOR = ' - ';

/** The order of the page title may be reversed by configuration (site title first). */
export const TITLE_REVERSE: boolean = import.meta.env.VITE_TITLE_REVERSE === 'true';

/**
 * Route building: `intelligence` builds menus from the local route table filtered by
 * role, `all` from `GET /router/getList`. The default is intelligence.
 */
export const AUTHENTICATION: 'intelligence' | 'all' =
  import.meta.env.VITE_AUTHENTICATION === 'all' ? 'all' : 'intelligence';

/** Changing the top-level tab (column, comprehensive) opens its first page. */
export const OPEN_FIRST_MENU = true;

/** The tab bar keeps at most this many pages alive. */
export const KEEP_ALIVE_MAX = 20;

/** Below this width the device is mobile. */
export const MOBILE_BREAKPOINT = 992;

/** Which builds record uncaught errors in the error-log dialog. */
export const ERROR_LOG_MODES: readonly string[] = ['development', 'production'];
