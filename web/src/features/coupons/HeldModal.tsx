import { useState } from 'react';
import { Modal, Table } from 'antd';
import { useTranslation } from 'react-i18next';
import { useAdminUserCouponIndex } from '../../api/generated/coupons/coupons';
import type { Coupon, UserCoupon, UserCouponStatus } from '../../api/generated/model';
import { formatDateTime } from '../../shared/format';

/** Who holds a coupon, newest first. */
export function HeldModal({ coupon, onClose }: { coupon: Coupon; onClose: () => void }) {
  const { t } = useTranslation(['coupons', 'shopUsers']);
  const [pageNo, setPageNo] = useState(1);
  const { data, isFetching } = useAdminUserCouponIndex({ couponId: coupon.id, pageNo, pageSize: 10 });
  return (
    <Modal open width={760} footer={null} title={t('coupon.heldTitle', { name: coupon.name })} onCancel={onClose}>
      <Table<UserCoupon>
        size="small"
        rowKey="id"
        loading={isFetching}
        dataSource={data?.list}
        pagination={{ current: pageNo, pageSize: 10, total: data?.total, onChange: setPageNo }}
        columns={[
          { key: 'user', title: t('shopUsers:ledger.user'), render: (_, h) => `${h.user.nickname} (${h.user.mobile})` },
          { key: 'status', dataIndex: 'status', title: t('coupon.heldStatus'), render: (v: UserCouponStatus) => t(`coupon.heldStatuses.${v}`) },
          { key: 'obtainedAt', dataIndex: 'obtainedAt', title: t('coupon.obtainedAt'), render: (v: string) => formatDateTime(v) },
          { key: 'validTo', dataIndex: 'validTo', title: t('coupon.validTo'), render: (v: string) => formatDateTime(v) },
        ]}
      />
    </Modal>
  );
}
