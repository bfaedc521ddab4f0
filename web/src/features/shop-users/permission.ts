import { useSession } from '../../session/store';

/** The shop-user permission codes (common.md). */
export const PERM = {
  userRead: 'shop:user:read',
  userWrite: 'shop:user:write',
  couponRead: 'shop:coupon:read',
  couponWrite: 'shop:coupon:write',
  configRead: 'shop:config:read',
  configWrite: 'shop:config:write',
} as const;

/**
 * Whether the signed-in staff member holds `code` (Admin holds every code). A local check
 * over the session store until the shell's `session/permission.tsx` lands; then this
 * becomes a re-export of it.
 */
export function useCan(code: string): boolean {
  return useSession((s) => s.admin || s.permissions.includes(code));
}
