import { useState } from 'react';
import { Form, Select } from 'antd';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useAdminCouponIssue, getAdminCouponIndexQueryKey, getAdminUserCouponIndexQueryKey } from '../../api/generated/coupons/coupons';
import { useAdminUserIndex } from '../../api/generated/shopusers/shopusers';
import type { Coupon, IssueResult } from '../../api/generated/model';
import { FormDialog, useFormKit } from '../../shared/form';

interface Values {
  userIds: number[];
}

/** Gives a coupon to chosen users (all or nothing, within the total and each user's limit). */
export function IssueDialog({ coupon, onClose }: { coupon: Coupon; onClose: () => void }) {
  const { t } = useTranslation(['coupons', 'shopUsers']);
  const [form] = Form.useForm<Values>();
  const [keyword, setKeyword] = useState('');
  const userIds = Form.useWatch('userIds', form) ?? [];
  const queryClient = useQueryClient();
  const found = useAdminUserIndex({ keyword, pageSize: 20 }, { query: { enabled: keyword.length > 0 } });
  const kit = useFormKit<Values, IssueResult>(form, { success: (r) => t('coupon.issued', { count: r.issued }), onSaved: onClose });
  const issue = useAdminCouponIssue({
    request: kit.request,
    mutation: {
      onSuccess: () => {
        void queryClient.invalidateQueries({ queryKey: getAdminCouponIndexQueryKey() });
        void queryClient.invalidateQueries({ queryKey: getAdminUserCouponIndexQueryKey() });
      },
    },
  });
  return (
    <FormDialog<Values, IssueResult>
      kit={kit}
      title={t('coupon.issueTitle', { name: coupon.name })}
      okText={t('coupon.issue')}
      okButtonProps={{ disabled: userIds.length === 0 }}
      onClose={onClose}
      initialValues={{ userIds: [] }}
      onFinish={(v) => void kit.save(() => issue.mutateAsync({ data: { couponId: coupon.id, userIds: v.userIds } }))}
    >
      <Form.Item name="userIds" label={t('coupon.issueUsers')}>
        <Select
          mode="multiple"
          showSearch
          filterOption={false}
          placeholder={t('coupon.issueUsersHint')}
          onSearch={(v) => setKeyword(v.trim())}
          loading={found.isFetching}
          options={(found.data?.list ?? []).map((u) => ({ value: u.id, label: `${u.nickname} ${u.mobile}` }))}
        />
      </Form.Item>
    </FormDialog>
  );
}
