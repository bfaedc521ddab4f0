import { useState, type ReactNode } from 'react';
import { Alert, Button, Card, Descriptions, Empty, Modal, Radio, Result, Space, Spin, Typography } from 'antd';
import { PlusOutlined } from '@ant-design/icons';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useAdminShopAddressIndex } from '../../api/generated/setup/setup';
import type { ShopAddress } from '../../api/generated/model';
import { isApiError } from '../../api/ApiError';
import { usePermission } from '../../session/permission';
import { ALL_ADDRESSES, placeOf, returnWarehouseOf } from './address';
import { AddressForm } from './AddressForm';
import { AddressTags } from './AddressTags';
import { SETUP_PATHS } from './paths';
import { useAddressActions } from './useAddressActions';

/** Picks another address as the return warehouse. */
function ChangeDialog({ addresses, current, onClose }: { addresses: ShopAddress[]; current?: ShopAddress; onClose: () => void }) {
  const { t } = useTranslation('setup');
  const [chosen, setChosen] = useState(current?.id);
  const actions = useAddressActions();
  const save = async () => {
    if (chosen === undefined || chosen === current?.id) return onClose();
    await actions.setDefault(chosen, 'return');
    onClose();
  };
  return (
    <Modal
      open
      title={t('warehouse.changeTitle')}
      okText={t('warehouse.changeOk')}
      okButtonProps={{ disabled: chosen === undefined || chosen === current?.id, 'data-testid': 'warehouse-change-ok' }}
      confirmLoading={actions.setting}
      onOk={() => void save().catch(() => undefined)}
      onCancel={onClose}
      destroyOnHidden
    >
      <Radio.Group value={chosen} onChange={(e) => setChosen(e.target.value as number)} style={{ width: '100%' }} data-testid="warehouse-choices">
        <Space orientation="vertical" style={{ width: '100%' }}>
          {addresses.map((a) => (
            <Radio key={a.id} value={a.id} data-testid={`warehouse-choice-${a.id}`}>
              <span>
                {a.contact} {a.mobile}
              </span>{' '}
              <AddressTags address={a} />
              <br />
              <Typography.Text type="secondary">{placeOf(a)}</Typography.Text>
            </Radio>
          ))}
        </Space>
      </Radio.Group>
    </Modal>
  );
}

/** The return warehouse (`set/refundAddress`): where buyers send returned goods. */
export default function ReturnWarehousePage() {
  const { t } = useTranslation('setup');
  const canWrite = usePermission('shop:setup:write');
  const query = useAdminShopAddressIndex(ALL_ADDRESSES);
  const [dialog, setDialog] = useState<'change' | 'edit' | 'add' | 'another'>();
  const addresses = query.data?.list ?? [];
  const current = returnWarehouseOf(addresses);
  const close = () => setDialog(undefined);
  const explain = <Typography.Paragraph type="secondary">{t('warehouse.explain')}</Typography.Paragraph>;

  let body: ReactNode;
  if (query.isPending) {
    body = <Spin data-testid="warehouse-loading" />;
  } else if (query.isError) {
    body = (
      <Result
        status="error"
        title={t('warehouse.loadFailed')}
        subTitle={isApiError(query.error) ? query.error.msg : undefined}
        extra={<Button onClick={() => void query.refetch()}>{t('warehouse.retry')}</Button>}
      />
    );
  } else if (addresses.length === 0) {
    body = (
      <Empty description={t('warehouse.empty')} data-testid="warehouse-empty">
        <Typography.Paragraph type="secondary">{t('warehouse.emptyHint')}</Typography.Paragraph>
        {canWrite && (
          <Button type="primary" icon={<PlusOutlined />} onClick={() => setDialog('add')} data-testid="warehouse-add">
            {t('warehouse.add')}
          </Button>
        )}
      </Empty>
    );
  } else {
    body = (
      <>
        {current ? (
          <Descriptions column={1} bordered size="small" data-testid="warehouse-current" style={{ maxWidth: 720 }}>
            <Descriptions.Item label={t('warehouse.contact')}>{current.contact}</Descriptions.Item>
            <Descriptions.Item label={t('warehouse.mobile')}>{current.mobile}</Descriptions.Item>
            <Descriptions.Item label={t('warehouse.address')}>{placeOf(current)}</Descriptions.Item>
          </Descriptions>
        ) : null}
        {canWrite && addresses.length === 1 && (
          <Alert
            type="info"
            showIcon
            style={{ marginTop: 16, maxWidth: 720 }}
            title={t('warehouse.onlyOne')}
            action={
              <Button size="small" onClick={() => setDialog('another')} data-testid="warehouse-add-another">
                {t('warehouse.addAnother')}
              </Button>
            }
          />
        )}
      </>
    );
  }

  const ready = !query.isPending && !query.isError && addresses.length > 0;
  const extra = ready && (
    <Space wrap>
      {canWrite && current && (
        <Button onClick={() => setDialog('edit')} data-testid="warehouse-edit">
          {t('warehouse.edit')}
        </Button>
      )}
      {canWrite && (
        <Button type="primary" disabled={addresses.length < 2 && current !== undefined} onClick={() => setDialog('change')} data-testid="warehouse-change">
          {t('warehouse.change')}
        </Button>
      )}
      <Link to={SETUP_PATHS.addresses}>{t('warehouse.manage')}</Link>
    </Space>
  );

  return (
    <Card title={t('warehouse.title')} extra={extra}>
      {explain}
      {body}
      {dialog === 'change' && <ChangeDialog addresses={addresses} current={current} onClose={close} />}
      {dialog === 'edit' && current && <AddressForm address={current} onClose={close} />}
      {dialog === 'add' && <AddressForm first onClose={close} />}
      {dialog === 'another' && <AddressForm onClose={close} />}
    </Card>
  );
}
