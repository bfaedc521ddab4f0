/**
 * Navigation for code that lives outside React (the request layer, the session helpers).
 * The router registers itself at start-up; before that, writing the hash works with the hash router.
 */
export type Navigate = (to: string) => void;

let navigate: Navigate = (to) => {
  window.location.hash = to;
};

export function registerNavigator(next: Navigate): void {
  navigate = next;
}

export function navigateTo(to: string): void {
  navigate(to);
}

/** The route path the user is on, with its query: the part of the URL after `#`. */
export function currentPath(): string {
  return window.location.hash.replace(/^#/, '') || '/';
}

/**
 * The sign-in route, remembering where to come back to (no redirect for `/`,
 * and never back to the sign-in page itself).
 */
export function loginPath(redirect?: string): string {
  if (!redirect || redirect === '/' || redirect.startsWith('/login')) return '/login';
  return `/login?redirect=${encodeURIComponent(redirect)}`;
}
