import type { ReactNode } from 'react';
import { useSession } from './store';
import { matches, type MatchMode } from '../app/routes/access';

/**
 * Whether the signed-in user holds `code` (one code or several; several need all of them by
 * default, or any with mode 'oneOf', or none with 'except'). Role Admin holds every code (spec §6).
 */
export function usePermission(code: string | readonly string[], mode: MatchMode = 'allOf'): boolean {
  const admin = useSession((state) => state.admin);
  const permissions = useSession((state) => state.permissions);
  if (admin) return true;
  return matches(permissions, typeof code === 'string' ? [code] : code, mode);
}

/** Non-hook form, for event handlers and loaders. */
export function hasPermission(code: string | readonly string[], mode: MatchMode = 'allOf'): boolean {
  const { admin, permissions } = useSession.getState();
  return admin || matches(permissions, typeof code === 'string' ? [code] : code, mode);
}

/**
 * Spec §6 permission directive: renders its children only when the user holds `code`;
 * otherwise nothing (or `fallback`).
 *
 *   <Permission code="shop:user:write"><Button>Edit</Button></Permission>
 */
export function Permission({
  code,
  mode,
  fallback = null,
  children,
}: {
  code: string | readonly string[];
  mode?: MatchMode;
  fallback?: ReactNode;
  children: ReactNode;
}) {
  return usePermission(code, mode) ? children : fallback;
}
