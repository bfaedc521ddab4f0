/** The write permissions the screens check (the `x-permissions` of their operations). */
export const PERMISSIONS = {
  read: 'read:system',
  staffWrite: 'system:staff:write',
  roleWrite: 'system:role:write',
  menuWrite: 'system:menu:write',
  departmentWrite: 'write:system',
  departmentDelete: 'delete:system',
} as const;

