import { useState } from 'react';
import dayjs from 'dayjs';
import { Button, Card, Form, Input, Select, Space, Tag, Typography, theme } from 'antd';
import { FileExcelOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { adminCashFlowIndex, useAdminCashFlowIndex } from '../../api/generated/cash/cash';
import { AdminCashFlowIndexSort, CashFlowType, type AdminCashFlowIndexParams, type CashFlow } from '../../api/generated/model';
import { DataTable, FilterBar, useList, type ListColumn } from '../../shared/list';
import { NONE, formatDateTime, formatMoney } from '../../shared/format';
import { StatementDialog } from './StatementDialog';

const TYPE_COLORS: Record<CashFlowType, string> = {
  orderSettled: 'green',
  withdrawApplied: 'blue',
  withdrawPaid: 'geekblue',
  withdrawRejected: 'orange',
  refund: 'red',
  adjustment: 'default',
};

/** A delta with its sign: "+12.00", "−3.50", or "0.00". */
export function signedMoney(value: string): string {
  const n = Number(value);
  if (n > 0) return `+${formatMoney(value)}`;
  if (n < 0) return `−${formatMoney(value.replace(/^-/, ''))}`;
  return formatMoney(value);
}

/** A delta in green when it adds, red when it takes, quiet when nothing moved. */
function Delta({ value, testId }: { value: string; testId?: string }) {
  const { token } = theme.useToken();
  const n = Number(value);
  const color = n > 0 ? token.colorSuccess : n < 0 ? token.colorError : token.colorTextQuaternary;
  return (
    <span style={{ color, whiteSpace: 'nowrap', fontVariantNumeric: 'tabular-nums' }} data-testid={testId}>
      {signedMoney(value)}
    </span>
  );
}

/** The fund flow (`cash/runwater`): every change of the account, by type, day and reference; a month's statement. */
export default function FlowPage() {
  const { t } = useTranslation('cash');
  const list = useList('cash.flow', { defaultSort: '-createdAt' });
  const [statement, setStatement] = useState(false);
  const params: AdminCashFlowIndexParams = {
    ...list.paging,
    type: list.oneOf('type', CashFlowType),
    reference: list.text('reference'),
    startDate: list.text('startDate'),
    endDate: list.text('endDate'),
    sort: list.sortOf(AdminCashFlowIndexSort),
  };
  const query = useAdminCashFlowIndex(params, { query: list.queryOptions });
  const typeName = (type: CashFlowType) => t(`flow.types.${type}`);

  const columns: ListColumn<CashFlow>[] = [
    {
      key: 'createdAt',
      title: t('flow.createdAt'),
      sortField: 'createdAt',
      fixedVisible: true,
      exportValue: (f) => formatDateTime(f.createdAt, { seconds: true }),
      render: (_, f) => (
        <Space orientation="vertical" size={0} style={{ whiteSpace: 'nowrap' }}>
          <span>{dayjs(f.createdAt).format('YYYY-MM-DD')}</span>
          <Typography.Text type="secondary" style={{ fontSize: 12 }}>
            {dayjs(f.createdAt).format('HH:mm:ss')}
          </Typography.Text>
        </Space>
      ),
    },
    {
      key: 'type',
      title: t('flow.type'),
      fixedVisible: true,
      exportValue: (f) => typeName(f.type),
      render: (_, f) => (
        <Tag color={TYPE_COLORS[f.type]} style={{ marginInlineEnd: 0 }} data-testid={`flow-type-${f.id}`}>
          {typeName(f.type)}
        </Tag>
      ),
    },
    { key: 'available', title: t('flow.available'), align: 'right', exportValue: (f) => Number(f.available), render: (_, f) => <Delta value={f.available} testId={`flow-available-${f.id}`} /> },
    { key: 'frozen', title: t('flow.frozen'), align: 'right', exportValue: (f) => Number(f.frozen), render: (_, f) => <Delta value={f.frozen} testId={`flow-frozen-${f.id}`} /> },
    { key: 'debt', title: t('flow.debt'), align: 'right', exportValue: (f) => Number(f.debt), render: (_, f) => <Delta value={f.debt} testId={`flow-debt-${f.id}`} /> },
    {
      key: 'after',
      title: t('flow.after'),
      exportValue: (f) =>
        [
          t('flow.afterAvailable', { amount: formatMoney(f.availableAfter) }),
          t('flow.afterFrozen', { amount: formatMoney(f.frozenAfter) }),
          t('flow.afterDebt', { amount: formatMoney(f.debtAfter) }),
        ].join(' '),
      render: (_, f) => (
        <Space orientation="vertical" size={0} style={{ fontSize: 12, whiteSpace: 'nowrap' }}>
          <span>{t('flow.afterAvailable', { amount: formatMoney(f.availableAfter) })}</span>
          <Typography.Text type="secondary" style={{ fontSize: 12 }}>
            {t('flow.afterFrozen', { amount: formatMoney(f.frozenAfter) })}
            {Number(f.debtAfter) > 0 && ` · ${t('flow.afterDebt', { amount: formatMoney(f.debtAfter) })}`}
          </Typography.Text>
        </Space>
      ),
    },
    {
      key: 'reference',
      title: t('flow.reference'),
      exportValue: (f) => f.reference,
      render: (_, f) => (f.reference ? <span style={{ whiteSpace: 'nowrap' }}>{f.reference}</span> : NONE),
    },
    {
      key: 'remark',
      title: t('flow.remark'),
      exportValue: (f) => f.remark,
      render: (_, f) =>
        f.remark ? (
          <Typography.Text style={{ maxWidth: 160 }} ellipsis={{ tooltip: f.remark }}>
            {f.remark}
          </Typography.Text>
        ) : (
          NONE
        ),
    },
  ];

  return (
    <Card title={t('flow.title')}>
      <FilterBar list={list} dates datesLabel={t('flow.createdAt')}>
        <Form.Item name="type" label={t('flow.type')}>
          <Select
            allowClear
            placeholder={t('flow.allTypes')}
            style={{ width: 150 }}
            data-testid="flow-filter-type"
            options={Object.values(CashFlowType).map((v) => ({ value: v, label: typeName(v) }))}
          />
        </Form.Item>
        <Form.Item name="reference" label={t('flow.reference')}>
          <Input allowClear placeholder={t('flow.referenceHint')} style={{ width: 200 }} data-testid="flow-filter-reference" />
        </Form.Item>
      </FilterBar>
      <DataTable<CashFlow>
        list={list}
        columns={columns}
        query={query}
        fitWidth={1000}
        exportPage={(page, signal) => adminCashFlowIndex({ ...params, ...page }, { signal })}
        toolbar={
          <Button icon={<FileExcelOutlined />} onClick={() => setStatement(true)} data-testid="flow-statement">
            {t('flow.statement')}
          </Button>
        }
      />
      {statement && <StatementDialog onClose={() => setStatement(false)} />}
    </Card>
  );
}
