/** The shop-user permission codes (common.md). */
export const PERM = {
  userRead: 'shop:user:read',
  userWrite: 'shop:user:write',
  couponRead: 'shop:coupon:read',
  couponWrite: 'shop:coupon:write',
  configRead: 'shop:config:read',
  configWrite: 'shop:config:write',
} as const;

