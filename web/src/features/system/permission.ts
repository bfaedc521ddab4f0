import { useSession } from '../../session/store';

/** The write permissions the screens check (the `x-permissions` of their operations). */
export const PERMISSIONS = {
  read: 'read:system',
  staffWrite: 'system:staff:write',
  roleWrite: 'system:role:write',
  menuWrite: 'system:menu:write',
  departmentWrite: 'write:system',
  departmentDelete: 'delete:system',
} as const;

/**
 * Whether the signed-in staff member holds `code` (Admin holds everything). A local stand-in
 * until the shell's permission hook (`session/permission.tsx`) lands; same rule as the server.
 */
export function useCan(code: string): boolean {
  return useSession((s) => s.admin || s.permissions.includes(code));
}
