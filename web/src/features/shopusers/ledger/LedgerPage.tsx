import { Card, Form, InputNumber, Select } from 'antd';
import { useTranslation } from 'react-i18next';
import {
  adminUserAccountLogIndex,
  useAdminUserAccountLogChannelTypeList,
  useAdminUserAccountLogIndex,
  useAdminUserAccountLogTypeList,
} from '../../../api/generated/shopusers/shopusers';
import { AdminUserAccountLogIndexType, type AdminUserAccountLogIndexParams, type LedgerEntry } from '../../../api/generated/model';
import { DataTable, FilterBar, useList, type ListColumn } from '../../../shared/list';
import { formatDateTime } from '../../../shared/format';
import { accountAmount, signed } from '../account';

/** The account ledger of every user: by user, account, channel and dates; newest first. */
export default function LedgerPage() {
  const { t } = useTranslation('shopUsers');
  const list = useList('shopUsers.ledger');
  const params: AdminUserAccountLogIndexParams = {
    ...list.paging,
    userId: list.int('userId'),
    type: list.oneOf('type', AdminUserAccountLogIndexType),
    channel: list.text('channel'),
    startDate: list.text('startDate'),
    endDate: list.text('endDate'),
  };
  const query = useAdminUserAccountLogIndex(params, { query: list.queryOptions });
  const types = useAdminUserAccountLogTypeList().data?.list ?? [];
  const channels = useAdminUserAccountLogChannelTypeList().data?.list ?? [];
  const label = (opts: { value: string; label: string }[], v: string) => opts.find((o) => o.value === v)?.label ?? v;

  const columns: ListColumn<LedgerEntry>[] = [
    { key: 'logSn', title: t('ledger.logSn'), exportValue: (e) => e.logSn },
    { key: 'user', title: t('ledger.user'), exportValue: (e) => e.user.nickname, render: (_, e) => `${e.user.nickname} (${e.user.mobile})` },
    { key: 'type', title: t('ledger.type'), exportValue: (e) => label(types, e.type), render: (_, e) => label(types, e.type) },
    { key: 'channel', title: t('ledger.channel'), exportValue: (e) => label(channels, e.channel), render: (_, e) => label(channels, e.channel) },
    {
      key: 'change',
      title: t('ledger.change'),
      align: 'right',
      exportValue: (e) => signed(e.type, e.changeAmount, e.changeType),
      render: (_, e) => (
        <span style={{ color: e.changeType === 'decrease' ? '#cf1322' : '#389e0d' }}>{signed(e.type, e.changeAmount, e.changeType)}</span>
      ),
    },
    {
      key: 'leftAmount',
      title: t('ledger.left'),
      align: 'right',
      exportValue: (e) => Number(e.leftAmount),
      render: (_, e) => accountAmount(e.type, e.leftAmount),
    },
    { key: 'sourceSn', title: t('ledger.sourceSn'), exportValue: (e) => e.sourceSn },
    { key: 'remark', title: t('ledger.remark'), exportValue: (e) => e.remark },
    { key: 'createdAt', title: t('ledger.createdAt'), exportValue: (e) => formatDateTime(e.createdAt), render: (v: string) => formatDateTime(v) },
  ];

  return (
    <Card title={t('ledger.title')}>
      <FilterBar list={list} dates numeric={['userId']}>
        <Form.Item name="userId" label={t('common.userId')}>
          <InputNumber min={1} precision={0} style={{ width: 120 }} />
        </Form.Item>
        <Form.Item name="type" label={t('ledger.type')}>
          <Select allowClear style={{ width: 120 }} options={types} />
        </Form.Item>
        <Form.Item name="channel" label={t('ledger.channel')}>
          <Select allowClear style={{ width: 160 }} options={channels} />
        </Form.Item>
      </FilterBar>
      <DataTable<LedgerEntry>
        list={list}
        columns={columns}
        query={query}
        exportPage={(page, signal) => adminUserAccountLogIndex({ ...params, ...page }, { signal })}
      />
    </Card>
  );
}
