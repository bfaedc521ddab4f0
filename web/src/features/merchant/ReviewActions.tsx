import { useState } from 'react';
import { Button, Input, Modal, Popconfirm, Space, Typography } from 'antd';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import {
  getAdminMerchantApplicationDetailQueryKey,
  getAdminMerchantApplicationIndexQueryKey,
  useAdminMerchantApplicationApprove,
  useAdminMerchantApplicationOpen,
  useAdminMerchantApplicationReject,
} from '../../api/generated/merchant/merchant';
import type { MerchantApplication } from '../../api/generated/model';
import { showSuccess } from '../../app/feedback';

/** The platform's actions on one application: approve or reject a submitted one, open the shop of an approved one. */
export function ReviewActions({ application: a, size, onDone }: { application: MerchantApplication; size?: 'small'; onDone?: (a: MerchantApplication) => void }) {
  const { t } = useTranslation('merchant');
  const queryClient = useQueryClient();
  const [rejecting, setRejecting] = useState(false);
  const [reason, setReason] = useState('');
  const approve = useAdminMerchantApplicationApprove();
  const reject = useAdminMerchantApplicationReject();
  const open = useAdminMerchantApplicationOpen();
  const suffix = size ? `-${a.id}` : '';
  const review = async (run: () => Promise<MerchantApplication>, done: string) => {
    const r = await run();
    showSuccess(done);
    if (r.own) queryClient.setQueryData(getAdminMerchantApplicationDetailQueryKey(), r);
    void queryClient.invalidateQueries({ queryKey: getAdminMerchantApplicationDetailQueryKey() });
    void queryClient.invalidateQueries({ queryKey: getAdminMerchantApplicationIndexQueryKey() });
    onDone?.(r);
  };
  if (a.state !== 'submitted' && a.state !== 'approved') return null;
  return (
    <Space wrap>
      {a.state === 'submitted' && (
        <>
          <Popconfirm
            title={t('approver.approveConfirm')}
            okText={t('ok')}
            cancelText={t('cancel')}
            onConfirm={() => review(() => approve.mutateAsync({ data: { id: a.id } }), t('approver.approved'))}
          >
            <Button size={size} type="primary" loading={approve.isPending} data-testid={`merchant-approve${suffix}`}>
              {t('approver.approve')}
            </Button>
          </Popconfirm>
          <Button size={size} danger onClick={() => setRejecting(true)} data-testid={`merchant-reject${suffix}`}>
            {t('approver.reject')}
          </Button>
        </>
      )}
      {a.state === 'approved' && (
        <Popconfirm
          title={t('approver.openConfirm')}
          okText={t('ok')}
          cancelText={t('cancel')}
          onConfirm={() => review(() => open.mutateAsync({ data: { id: a.id } }), t('approver.opened'))}
        >
          <Button size={size} type="primary" loading={open.isPending} data-testid={`merchant-open${suffix}`}>
            {t('approver.open')}
          </Button>
        </Popconfirm>
      )}
      <Modal
        open={rejecting}
        title={t('approver.rejectTitle')}
        okText={t('approver.reject')}
        cancelText={t('cancel')}
        okButtonProps={{ danger: true, disabled: !reason.trim(), loading: reject.isPending, 'data-testid': 'merchant-reject-ok' } as never}
        onCancel={() => setRejecting(false)}
        onOk={async () => {
          await review(() => reject.mutateAsync({ data: { id: a.id, reason: reason.trim() } }), t('approver.rejected'));
          setRejecting(false);
          setReason('');
        }}
        destroyOnHidden
      >
        <Typography.Text>{t('approver.reason')}</Typography.Text>
        <Input.TextArea
          rows={3}
          maxLength={200}
          value={reason}
          onChange={(e) => setReason(e.target.value)}
          placeholder={t('approver.reasonRequired')}
          data-testid="merchant-reject-reason"
        />
      </Modal>
    </Space>
  );
}
