import { useSession } from '../../session/store';

/** Whether the signed-in user holds `permission` (Admin holds every one, spec §6). */
export function useCan(permission: string): boolean {
  return useSession((s) => s.admin || s.permissions.includes(permission));
}

/** The contract's x-permissions of the demo writes. */
export const DEMO_WRITE = 'write:system';
