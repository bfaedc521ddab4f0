import type { ReactNode } from 'react';
import { useSession } from './store';
import { matches, type MatchMode } from '../app/routes/access';
import type { PermissionCode } from '../api/permissions.gen';

/**
 * Whether the signed-in user holds `code` (one code or several; several need all of them by
 * default, or any with mode 'oneOf', or none with 'except'). Role Admin holds every code.
 */
export function usePermission(code: PermissionCode | readonly PermissionCode[], mode: MatchMode = 'allOf'): boolean {
  const admin = useSession((state) => state.admin);
  const permissions = useSession((state) => state.permissions);
  if (admin) return true;
  return matches(permissions, typeof code === 'string' ? [code] : code, mode);
}

/**
 * Permission directive: renders its children only when the user holds `code`;
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
  code: PermissionCode | readonly PermissionCode[];
  mode?: MatchMode;
  fallback?: ReactNode;
  children: ReactNode;
}) {
  return usePermission(code, mode) ? children : fallback;
}
