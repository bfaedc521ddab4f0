// Code generated from the contract's x-permissions by server/cmd/gen-permissions. DO NOT EDIT.

/** Every permission code an operation of the contract declares; role Admin holds them all. */
export const PERMISSION_CODES = [
  'delete:system',
  'goods:album:read',
  'goods:album:write',
  'goods:attribute:read',
  'goods:attribute:write',
  'goods:category:read',
  'goods:category:write',
  'goods:freight:read',
  'goods:freight:write',
  'goods:goods:read',
  'goods:goods:write',
  'goods:guarantee:read',
  'goods:guarantee:write',
  'goods:service:read',
  'goods:service:write',
  'goods:spec:read',
  'goods:spec:write',
  'order:order:read',
  'order:order:write',
  'order:refund:settle',
  'order:settings:read',
  'order:settings:write',
  'read:system',
  'shop:config:read',
  'shop:config:write',
  'shop:coupon:read',
  'shop:coupon:write',
  'shop:user:read',
  'shop:user:write',
  'storefront:order:write',
  'storefront:user:register',
  'system:menu:write',
  'system:role:write',
  'system:staff:write',
  'write:system',
] as const;

/** A permission code of the contract. */
export type PermissionCode = (typeof PERMISSION_CODES)[number];
