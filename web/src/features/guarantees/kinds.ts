import {
  adminGoodsServiceIndex,
  adminGuaranteeIndex,
  getAdminGoodsServiceIndexQueryKey,
  getAdminGuaranteeIndexQueryKey,
  useAdminGoodsServiceAdd,
  useAdminGoodsServiceDestroy,
  useAdminGoodsServiceEdit,
  useAdminGoodsServiceIndex,
  useAdminGuaranteeAdd,
  useAdminGuaranteeDestroy,
  useAdminGuaranteeEdit,
  useAdminGuaranteeIndex,
} from '../../api/generated/guarantees/guarantees';
import type { PermissionCode } from '../../api/permissions.gen';

/** What differs between after-sale services and guarantee texts: their operations and codes. */
export const kinds = {
  service: {
    list: 'goods.service',
    write: 'goods:service:write' as PermissionCode,
    index: adminGoodsServiceIndex,
    indexKey: getAdminGoodsServiceIndexQueryKey,
    useIndex: useAdminGoodsServiceIndex,
    useAdd: useAdminGoodsServiceAdd,
    useEdit: useAdminGoodsServiceEdit,
    useDestroy: useAdminGoodsServiceDestroy,
  },
  guarantee: {
    list: 'goods.aftersale',
    write: 'goods:guarantee:write' as PermissionCode,
    index: adminGuaranteeIndex,
    indexKey: getAdminGuaranteeIndexQueryKey,
    useIndex: useAdminGuaranteeIndex,
    useAdd: useAdminGuaranteeAdd,
    useEdit: useAdminGuaranteeEdit,
    useDestroy: useAdminGuaranteeDestroy,
  },
} as const;

export type Kind = keyof typeof kinds;
