import { useState } from 'react';
import { Button, Card, DatePicker, Form, Input, Select, Space } from 'antd';
import { useTranslation } from 'react-i18next';
import type { Dayjs } from 'dayjs';
import { LogResult, LogType, type ListSystemLogParams } from '../../api/generated/model';
import { useListSystemLog } from '../../api/generated/system/system';
import { LogTable } from './LogTable';

interface Values {
  account?: string;
  type?: LogType;
  result?: LogResult;
  ip?: string;
  range?: [Dayjs | null, Dayjs | null] | null;
}

type Filters = Omit<ListSystemLogParams, 'pageNo' | 'pageSize'>;

export function toFilters(v: Values): Filters {
  const f: Filters = {};
  if (v.account?.trim()) f.account = v.account.trim();
  if (v.ip?.trim()) f.ip = v.ip.trim();
  if (v.type) f.type = v.type;
  if (v.result) f.result = v.result;
  // Whole days: from the first day's start to the day after the last.
  if (v.range?.[0]) f.startTime = v.range[0].startOf('day').toISOString();
  if (v.range?.[1]) f.endTime = v.range[1].add(1, 'day').startOf('day').toISOString();
  return f;
}

/** The append-only system log: filter and read, nothing else. */
export default function SystemLogPage() {
  const { t } = useTranslation('system');
  const [filters, setFilters] = useState<Filters>({});
  const [page, setPage] = useState({ pageNo: 1, pageSize: 20 });
  const list = useListSystemLog({ ...filters, ...page });

  return (
    <Card title={t('log.title')}>
      <Form<Values>
        layout="inline"
        name="log-filter"
        style={{ marginBottom: 16, rowGap: 8 }}
        onFinish={(v) => {
          setFilters(toFilters(v));
          setPage((p) => ({ ...p, pageNo: 1 }));
        }}
        onReset={() => setFilters({})}
      >
        <Form.Item name="account" label={t('log.account')}>
          <Input allowClear style={{ width: 140 }} />
        </Form.Item>
        <Form.Item name="type" label={t('log.type')}>
          <Select
            allowClear
            style={{ width: 140 }}
            options={Object.values(LogType).map((v) => ({ value: v, label: t(`log.types.${v}`) }))}
          />
        </Form.Item>
        <Form.Item name="result" label={t('log.result')}>
          <Select
            allowClear
            style={{ width: 150 }}
            options={Object.values(LogResult).map((v) => ({ value: v, label: t(`log.results.${v}`) }))}
          />
        </Form.Item>
        <Form.Item name="ip" label={t('log.ip')}>
          <Input allowClear style={{ width: 140 }} />
        </Form.Item>
        <Form.Item name="range" label={t('log.range')}>
          <DatePicker.RangePicker />
        </Form.Item>
        <Space>
          <Button type="primary" htmlType="submit">
            {t('common.search')}
          </Button>
          <Button htmlType="reset">{t('common.reset')}</Button>
        </Space>
      </Form>
      <LogTable
        rows={list.data?.list}
        loading={list.isFetching}
        pagination={{
          current: page.pageNo,
          pageSize: page.pageSize,
          total: list.data?.total ?? 0,
          showSizeChanger: true,
          showTotal: (total) => t('common.total', { total }),
          onChange: (pageNo, pageSize) => setPage({ pageNo, pageSize }),
        }}
      />
    </Card>
  );
}
