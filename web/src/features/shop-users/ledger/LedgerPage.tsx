import { Card, Form, InputNumber, Select } from 'antd';
import { useTranslation } from 'react-i18next';
import {
  adminUserAccountLogIndex,
  useAdminUserAccountLogChannelTypeList,
  useAdminUserAccountLogIndex,
  useAdminUserAccountLogTypeList,
} from '../../../api/generated/shop-users/shop-users';
import type { AdminUserAccountLogIndexParams, LedgerEntry } from '../../../api/generated/model';
import { DataTable, type ListColumn } from '../list/DataTable';
import { FilterBar } from '../list/FilterBar';
import { queryOf, useListParams } from '../list/useListParams';
import { signed, when } from '../list/format';

/** The account ledger of every user: by user, account, channel and dates; newest first. */
export default function LedgerPage() {
  const { t } = useTranslation('shopUsers');
  const list = useListParams();
  const params = queryOf(list, ['userId']) as AdminUserAccountLogIndexParams;
  const query = useAdminUserAccountLogIndex(params);
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
      exportValue: (e) => signed(e.changeAmount, e.changeType),
      render: (_, e) => <span style={{ color: e.changeType === 'decrease' ? '#cf1322' : '#389e0d' }}>{signed(e.changeAmount, e.changeType)}</span>,
    },
    { key: 'leftAmount', title: t('ledger.left'), align: 'right', exportValue: (e) => e.leftAmount },
    { key: 'sourceSn', title: t('ledger.sourceSn'), exportValue: (e) => e.sourceSn },
    { key: 'remark', title: t('ledger.remark'), exportValue: (e) => e.remark },
    { key: 'createdAt', title: t('ledger.createdAt'), exportValue: (e) => when(e.createdAt), render: (v: string) => when(v) },
  ];

  return (
    <Card title={t('ledger.title')}>
      <FilterBar list={list} dates>
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
      <DataTable<LedgerEntry, AdminUserAccountLogIndexParams>
        tableKey="ledger"
        columns={columns}
        query={query}
        list={list}
        params={params}
        exportWith={adminUserAccountLogIndex}
      />
    </Card>
  );
}
