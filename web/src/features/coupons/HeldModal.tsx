import { Modal } from 'antd';
import { useTranslation } from 'react-i18next';
import { useAdminUserCouponIndex } from '../../api/generated/coupons/coupons';
import type { Coupon, UserCoupon, UserCouponStatus } from '../../api/generated/model';
import { formatDateTime } from '../../shared/format';
import { DataTable, type ListColumn, useLocalList } from '../../shared/list';

/** Who holds a coupon, newest first: a list of its own, leaving the coupon list's URL alone. */
export function HeldModal({ coupon, onClose }: { coupon: Coupon; onClose: () => void }) {
  const { t } = useTranslation(['coupons', 'shopUsers']);
  const list = useLocalList('coupons.held', { pageSize: 10 });
  const query = useAdminUserCouponIndex({ couponId: coupon.id, ...list.paging }, { query: list.queryOptions });
  const columns: ListColumn<UserCoupon>[] = [
    { key: 'user', title: t('shopUsers:ledger.user'), render: (_, h) => `${h.user.nickname} (${h.user.mobile})` },
    { key: 'status', title: t('coupon.heldStatus'), render: (v: UserCouponStatus) => t(`coupon.heldStatuses.${v}`) },
    { key: 'obtainedAt', title: t('coupon.obtainedAt'), render: (v: string) => formatDateTime(v) },
    { key: 'validTo', title: t('coupon.validTo'), render: (v: string) => formatDateTime(v) },
  ];
  return (
    <Modal open width={760} footer={null} title={t('coupon.heldTitle', { name: coupon.name })} onCancel={onClose}>
      <DataTable<UserCoupon> list={list} columns={columns} query={query} size="small" views={false} columnChooser={false} sizeChanger={false} />
    </Modal>
  );
}
