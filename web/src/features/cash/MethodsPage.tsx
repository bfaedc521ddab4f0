import { useState } from 'react';
import { Button, Card, Empty, Popconfirm, Space, Tag, Typography } from 'antd';
import { PlusOutlined } from '@ant-design/icons';
import { useNavigate } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import {
  getAdminCashMethodIndexQueryKey,
  useAdminCashMethodDestroy,
  useAdminCashMethodIndex,
  useAdminCashMethodSetDefault,
} from '../../api/generated/cash/cash';
import type { CashMethod } from '../../api/generated/model';
import { showSuccess } from '../../app/feedback';
import { usePermission } from '../../session/permission';
import { DataTable, useList, type ListColumn } from '../../shared/list';
import { RowAction } from '../../shared/RowAction';
import { KindTag } from './KindTag';
import { RevealDialog } from './RevealDialog';
import { CASH_PATHS } from './paths';

/** The withdrawal methods (`cash/cashtype`): numbers masked, the default marked, the whole number on request. */
export default function MethodsPage() {
  const { t } = useTranslation('cash');
  const list = useList('cash.methods');
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const canWrite = usePermission('cash:method:write');
  const canReveal = usePermission('cash:method:reveal');
  const [revealing, setRevealing] = useState<CashMethod>();
  const query = useAdminCashMethodIndex({ query: list.queryOptions });
  const refresh = () => queryClient.invalidateQueries({ queryKey: getAdminCashMethodIndexQueryKey() });
  const destroy = useAdminCashMethodDestroy({ mutation: { onSuccess: () => showSuccess(t('list.deleted')), onSettled: refresh } });
  const setDefault = useAdminCashMethodSetDefault({
    mutation: { onSuccess: () => showSuccess(t('list.setDefaultDone')), onSettled: refresh },
  });
  const name = (m: CashMethod) => `${t(`kinds.${m.kind}`)} ${m.accountNo}`;

  const columns: ListColumn<CashMethod>[] = [
    { key: 'kind', title: t('list.kind'), fixedVisible: true, render: (_, m) => <KindTag kind={m.kind} /> },
    { key: 'holder', title: t('list.holder') },
    {
      key: 'bank',
      title: t('list.bank'),
      render: (_, m) =>
        m.kind === 'bankCard' ? (
          <>
            <div>{m.bank}</div>
            {m.branch && <Typography.Text type="secondary">{m.branch}</Typography.Text>}
          </>
        ) : (
          '—'
        ),
    },
    {
      key: 'accountNo',
      title: t('list.accountNo'),
      fixedVisible: true,
      render: (_, m) => (
        <Typography.Text code data-testid={`cash-method-no-${m.id}`}>
          {m.accountNo}
        </Typography.Text>
      ),
    },
    {
      key: 'isDefault',
      title: t('list.isDefault'),
      render: (_, m) =>
        m.isDefault ? (
          <Tag color="processing" data-testid={`cash-method-default-${m.id}`}>
            {t('list.defaultTag')}
          </Tag>
        ) : null,
    },
    {
      key: 'actions',
      title: t('list.actions'),
      fixedVisible: true,
      render: (_, m) => (
        <Space size={12} wrap>
          {canReveal && (
            <RowAction testId={`cash-method-reveal-${m.id}`} onClick={() => setRevealing(m)}>
              {t('list.reveal')}
            </RowAction>
          )}
          {canWrite && (
            <RowAction testId={`cash-method-edit-${m.id}`} onClick={() => navigate(CASH_PATHS.edit(m.id))}>
              {t('list.edit')}
            </RowAction>
          )}
          {canWrite && !m.isDefault && (
            <RowAction testId={`cash-method-set-default-${m.id}`} onClick={() => setDefault.mutate({ data: { id: m.id } })}>
              {t('list.setDefault')}
            </RowAction>
          )}
          {canWrite && (
            <Popconfirm
              title={t('list.deleteConfirm', { name: name(m) })}
              description={m.isDefault ? t('list.deleteDefaultHint') : undefined}
              okButtonProps={{ danger: true, 'data-testid': 'cash-method-delete-ok' }}
              onConfirm={() => destroy.mutate({ data: { id: m.id } })}
            >
              <RowAction danger testId={`cash-method-delete-${m.id}`}>
                {t('list.delete')}
              </RowAction>
            </Popconfirm>
          )}
        </Space>
      ),
    },
  ];

  const addButton = canWrite && (
    <Button type="primary" icon={<PlusOutlined />} onClick={() => navigate(CASH_PATHS.add)} data-testid="cash-method-add">
      {t('list.add')}
    </Button>
  );
  const none = query.data !== undefined && query.data.list.length === 0 && !query.isError;

  return (
    <Card title={t('list.title')}>
      {none ? (
        <Empty description={t('list.empty')} data-testid="cash-methods-empty">
          <Typography.Paragraph type="secondary">{t('list.emptyHint')}</Typography.Paragraph>
          {addButton}
        </Empty>
      ) : (
        <DataTable<CashMethod> list={list} columns={columns} query={query} views={false} toolbar={addButton} />
      )}
      {revealing && <RevealDialog method={revealing} onClose={() => setRevealing(undefined)} />}
    </Card>
  );
}
