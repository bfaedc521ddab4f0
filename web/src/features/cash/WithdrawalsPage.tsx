import { useState } from 'react';
import { Button, Card, Empty, Form, Input, Space, Typography } from 'antd';
import { PlusOutlined, SettingOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { adminCashWithdrawIndex, useAdminCashWithdrawIndex } from '../../api/generated/cash/cash';
import { WithdrawalSortParameter, WithdrawalStatus, type AdminCashWithdrawIndexParams, type CashWithdrawal } from '../../api/generated/model';
import { DataTable, FilterBar, ListTabs, useList, type ListColumn } from '../../shared/list';
import { NONE, formatDateTime, formatMoney } from '../../shared/format';
import { usePermission } from '../../session/permission';
import { RowAction } from '../../shared/RowAction';
import { KindTag } from './KindTag';
import { WithdrawalStatusTag } from './StatusTag';
import { ApplyDialog } from './ApplyDialog';
import { DecideDialog, type Decision } from './DecideDialog';
import { SettingsDialog } from './SettingsDialog';

const TABS = ['all', ...Object.values(WithdrawalStatus)] as const;

/** Two short lines in one cell: a value and what goes with it. */
function TwoLines({ first, second }: { first: React.ReactNode; second?: React.ReactNode }) {
  return (
    <Space orientation="vertical" size={0}>
      <span style={{ whiteSpace: 'nowrap' }}>{first}</span>
      {second && (
        <Typography.Text type="secondary" style={{ fontSize: 12, whiteSpace: 'nowrap' }}>
          {second}
        </Typography.Text>
      )}
    </Space>
  );
}

/** The withdrawals (`cash/withdraw`): tabs by status with their counts, applying, and the approver's decisions. */
export default function WithdrawalsPage() {
  const { t } = useTranslation('cash');
  const list = useList('cash.withdrawals', { defaultSort: '-createdAt' });
  const canApply = usePermission('cash:withdraw:apply');
  const canApprove = usePermission('cash:withdraw:approve');
  const canSettings = usePermission('cash:settings:read');
  const canWriteSettings = usePermission('cash:settings:write');
  const [applying, setApplying] = useState(false);
  const [settings, setSettings] = useState(false);
  const [deciding, setDeciding] = useState<{ withdrawal: CashWithdrawal; decision: Decision } | null>(null);
  const status = list.oneOf('status', WithdrawalStatus);
  const params: AdminCashWithdrawIndexParams = {
    ...list.paging,
    status,
    sn: list.text('sn'),
    startDate: list.text('startDate'),
    endDate: list.text('endDate'),
    sort: list.sortOf(WithdrawalSortParameter),
  };
  const query = useAdminCashWithdrawIndex(params, { query: list.queryOptions });
  const money = (v: string) => `¥${formatMoney(v)}`;

  const columns: ListColumn<CashWithdrawal>[] = [
    {
      key: 'sn',
      title: t('withdraw.sn'),
      fixedVisible: true,
      exportValue: (w) => w.sn,
      render: (_, w) => (
        <span style={{ whiteSpace: 'nowrap' }} data-testid={`withdraw-sn-${w.id}`}>
          {w.sn}
        </span>
      ),
    },
    {
      key: 'amount',
      title: t('withdraw.amount'),
      sortField: 'amount',
      align: 'right',
      exportValue: (w) => Number(w.amount),
      render: (_, w) => (
        <TwoLines
          first={<span data-testid={`withdraw-amount-${w.id}`}>{money(w.amount)}</span>}
          second={<span data-testid={`withdraw-fee-${w.id}`}>{`${t('withdraw.fee')} ${money(w.fee)}`}</span>}
        />
      ),
    },
    { key: 'fee', title: t('withdraw.fee'), exportOnly: true, exportValue: (w) => Number(w.fee), render: (_, w) => money(w.fee) },
    {
      key: 'net',
      title: t('withdraw.net'),
      align: 'right',
      exportValue: (w) => Number(w.net),
      render: (_, w) => <span style={{ whiteSpace: 'nowrap' }} data-testid={`withdraw-net-${w.id}`}>{money(w.net)}</span>,
    },
    {
      key: 'method',
      title: t('withdraw.method'),
      exportValue: (w) => `${t(`kinds.${w.method.kind}`)} ${[w.method.bank, w.method.holder, w.method.accountNo].filter(Boolean).join(' ')}`,
      render: (_, w) => (
        <TwoLines
          first={
            <Space size={4}>
              <KindTag kind={w.method.kind} />
              {w.method.holder}
            </Space>
          }
          second={w.method.accountNo}
        />
      ),
    },
    {
      key: 'status',
      title: t('withdraw.statusCol'),
      exportValue: (w) => t(`withdraw.status.${w.status}`) + (w.reason ? `: ${w.reason}` : ''),
      render: (_, w) => <WithdrawalStatusTag status={w.status} reason={w.reason} testId={`withdraw-status-${w.id}`} />,
    },
    {
      key: 'createdAt',
      title: t('withdraw.applied'),
      sortField: 'createdAt',
      exportValue: (w) => `${formatDateTime(w.createdAt)} ${w.appliedBy}`,
      render: (_, w) => <TwoLines first={formatDateTime(w.createdAt)} second={w.appliedBy} />,
    },
    {
      key: 'decidedAt',
      title: t('withdraw.decided'),
      exportValue: (w) => (w.decidedAt ? `${formatDateTime(w.decidedAt)} ${w.decidedBy}` : ''),
      render: (_, w) => (w.decidedAt ? <TwoLines first={formatDateTime(w.decidedAt)} second={w.decidedBy} /> : NONE),
    },
    {
      key: 'reference',
      title: t('withdraw.reference'),
      exportValue: (w) => w.reference,
      render: (_, w) =>
        w.reference ? (
          <Typography.Text style={{ maxWidth: 100 }} ellipsis={{ tooltip: w.reference }} data-testid={`withdraw-reference-${w.id}`}>
            {w.reference}
          </Typography.Text>
        ) : (
          NONE
        ),
    },
  ];
  if (canApprove) {
    columns.push({
      key: 'actions',
      title: t('withdraw.actions'),
      fixedVisible: true,
      render: (_, w) =>
        w.actions.length > 0 ? (
          <Space orientation="vertical" size={2}>
            {w.actions.includes('pay') && (
              <RowAction testId={`withdraw-pay-${w.id}`} onClick={() => setDeciding({ withdrawal: w, decision: 'pay' })}>
                {t('withdraw.pay')}
              </RowAction>
            )}
            {w.actions.includes('reject') && (
              <RowAction danger testId={`withdraw-reject-${w.id}`} onClick={() => setDeciding({ withdrawal: w, decision: 'reject' })}>
                {t('withdraw.reject')}
              </RowAction>
            )}
          </Space>
        ) : null,
    });
  }

  const settingsButton = canSettings && (
    <Button icon={<SettingOutlined />} onClick={() => setSettings(true)} data-testid="withdraw-settings">
      {t('withdraw.settings')}
    </Button>
  );
  const applyButton = canApply && (
    <Button type="primary" icon={<PlusOutlined />} onClick={() => setApplying(true)} data-testid="withdraw-apply">
      {t('withdraw.apply')}
    </Button>
  );
  const none = query.data?.counts?.all === 0 && !query.isError && !list.hasFilters;

  return (
    <Card title={t('withdraw.title')}>
      {none ? (
        <Empty description={t('withdraw.empty')} data-testid="withdraw-empty">
          <Space>
            {applyButton}
            {settingsButton}
          </Space>
        </Empty>
      ) : (
        <>
          <ListTabs list={list} filter="status" tabs={TABS} active={status ?? 'all'} label={(k) => t(`withdraw.tabs.${k}`)} answer={query.data} />
          <FilterBar list={list} dates datesLabel={t('withdraw.applied')}>
            <Form.Item name="sn" label={t('withdraw.sn')}>
              <Input allowClear style={{ width: 200 }} data-testid="withdraw-filter-sn" />
            </Form.Item>
          </FilterBar>
          <DataTable<CashWithdrawal>
            list={list}
            columns={columns}
            query={query}
            fitWidth={1000}
            exportPage={(page, signal) => adminCashWithdrawIndex({ ...params, ...page }, { signal })}
            toolbar={
              <>
                {applyButton}
                {settingsButton}
              </>
            }
          />
        </>
      )}
      {applying && <ApplyDialog onClose={() => setApplying(false)} />}
      {settings && <SettingsDialog canWrite={canWriteSettings} onClose={() => setSettings(false)} />}
      {deciding && <DecideDialog {...deciding} onClose={() => setDeciding(null)} />}
    </Card>
  );
}
