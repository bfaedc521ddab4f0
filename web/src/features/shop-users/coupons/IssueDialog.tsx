import { useState } from 'react';
import { Form, Modal, Select } from 'antd';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useAdminCouponIssue } from '../../../api/generated/shop-coupons/shop-coupons';
import { useAdminUserIndex } from '../../../api/generated/shop-users/shop-users';
import type { Coupon } from '../../../api/generated/model';
import { showSuccess } from '../../../app/feedback';

/** Gives a coupon to chosen users (all or nothing, within the total and each user's limit). */
export function IssueDialog({ coupon, onClose }: { coupon: Coupon; onClose: () => void }) {
  const { t } = useTranslation('shopUsers');
  const [keyword, setKeyword] = useState('');
  const [userIds, setUserIds] = useState<number[]>([]);
  const queryClient = useQueryClient();
  const found = useAdminUserIndex({ keyword, pageSize: 20 }, { query: { enabled: keyword.length > 0 } });
  const issue = useAdminCouponIssue({
    mutation: {
      onSuccess: (r) => {
        showSuccess(t('coupon.issued', { count: r.issued }));
        void queryClient.invalidateQueries({ queryKey: ['/admin/coupon/index'] });
        void queryClient.invalidateQueries({ queryKey: ['/admin/userCoupon/index'] });
        onClose();
      },
    },
  });
  return (
    <Modal
      open
      title={t('coupon.issueTitle', { name: coupon.name })}
      okText={t('coupon.issue')}
      cancelText={t('common.cancel')}
      okButtonProps={{ disabled: userIds.length === 0 }}
      confirmLoading={issue.isPending}
      onCancel={onClose}
      onOk={() => issue.mutate({ data: { couponId: coupon.id, userIds } })}
    >
      <Form layout="vertical">
        <Form.Item label={t('coupon.issueUsers')}>
          <Select
            mode="multiple"
            showSearch
            filterOption={false}
            placeholder={t('coupon.issueUsersHint')}
            value={userIds}
            onChange={setUserIds}
            onSearch={(v) => setKeyword(v.trim())}
            loading={found.isFetching}
            options={(found.data?.list ?? []).map((u) => ({ value: u.id, label: `${u.nickname} ${u.mobile}` }))}
          />
        </Form.Item>
      </Form>
    </Modal>
  );
}
