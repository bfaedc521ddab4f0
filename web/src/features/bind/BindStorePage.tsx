import { useState, type ReactNode } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { Button, Card, Descriptions, Empty, Modal, Result, Spin, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { getAdminBindStoreDetailQueryKey, useAdminBindStoreDetail, useAdminBindStoreUnbind } from '../../api/generated/bind/bind';
import type { BoundStore } from '../../api/generated/model';
import { isApiError } from '../../api/ApiError';
import { showSuccess } from '../../app/feedback';
import { usePermission } from '../../session/permission';
import { formatDateTime } from '../../shared/format';
import { BindForm } from './BindForm';

/** The bound store, and Unbind after a confirmation dialog. */
function Bound({ store, canWrite }: { store: BoundStore; canWrite: boolean }) {
  const { t } = useTranslation('bind');
  const queryClient = useQueryClient();
  const [asking, setAsking] = useState(false);
  const unbind = useAdminBindStoreUnbind({
    mutation: {
      onSuccess: (b) => {
        queryClient.setQueryData(getAdminBindStoreDetailQueryKey(), b);
        showSuccess(t('unbound'));
        setAsking(false);
      },
      onSettled: () => queryClient.invalidateQueries({ queryKey: getAdminBindStoreDetailQueryKey() }),
    },
  });
  return (
    <>
      <Descriptions column={1} bordered size="small" data-testid="bind-current" style={{ maxWidth: 720 }}>
        <Descriptions.Item label={t('storeCode')}>{store.storeCode}</Descriptions.Item>
        <Descriptions.Item label={t('storeName')}>{store.storeName}</Descriptions.Item>
        <Descriptions.Item label={t('boundAt')}>{formatDateTime(store.boundAt)}</Descriptions.Item>
        <Descriptions.Item label={t('boundBy')}>{store.boundBy}</Descriptions.Item>
      </Descriptions>
      {canWrite && (
        <Button danger style={{ marginTop: 16 }} onClick={() => setAsking(true)} data-testid="bind-unbind">
          {t('unbind')}
        </Button>
      )}
      <Modal
        open={asking}
        title={t('unbindTitle')}
        okText={t('unbindOk')}
        cancelText={t('cancel')}
        okButtonProps={{ danger: true, 'data-testid': 'bind-unbind-ok' }}
        confirmLoading={unbind.isPending}
        onOk={() => unbind.mutate()}
        onCancel={() => setAsking(false)}
        destroyOnHidden
      >
        {t('unbindContent', { name: store.storeName, code: store.storeCode })}
      </Modal>
    </>
  );
}

/** Binding a micro-shop distribution store (`/bind/bind`). */
export default function BindStorePage() {
  const { t } = useTranslation('bind');
  const canWrite = usePermission('shop:setup:bind:write');
  const detail = useAdminBindStoreDetail();

  let body: ReactNode;
  if (detail.isPending) {
    body = <Spin data-testid="bind-loading" />;
  } else if (detail.isError) {
    body = (
      <Result
        status="error"
        title={t('loadFailed')}
        subTitle={isApiError(detail.error) ? detail.error.msg : undefined}
        extra={<Button onClick={() => void detail.refetch()}>{t('retry')}</Button>}
      />
    );
  } else if (detail.data.bound) {
    body = <Bound store={detail.data} canWrite={canWrite} />;
  } else {
    body = (
      <>
        <Empty description={t('notBound')} data-testid="bind-empty" style={{ margin: '8px 0 24px' }}>
          <Typography.Text type="secondary">{t('notBoundHint')}</Typography.Text>
        </Empty>
        {canWrite ? <BindForm /> : <Typography.Paragraph type="secondary">{t('readOnly')}</Typography.Paragraph>}
      </>
    );
  }
  return (
    <Card title={t('title')}>
      <Typography.Paragraph type="secondary">{t('explain')}</Typography.Paragraph>
      {body}
    </Card>
  );
}
