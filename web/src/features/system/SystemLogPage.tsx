import { Card, Form, Input, Select } from 'antd';
import { useTranslation } from 'react-i18next';
import dayjs from 'dayjs';
import { LogResult, LogType, type ListSystemLogParams } from '../../api/generated/model';
import { listSystemLog, useListSystemLog } from '../../api/generated/system/system';
import { DataTable, FilterBar, useList } from '../../shared/list';
import { logColumns } from './logColumns';

/** Whole days: from the first day's start to the start of the day after the last. */
export function dayRange(startDate: string | undefined, endDate: string | undefined): Pick<ListSystemLogParams, 'startTime' | 'endTime'> {
  return {
    startTime: startDate ? dayjs(startDate).startOf('day').toISOString() : undefined,
    endTime: endDate ? dayjs(endDate).add(1, 'day').startOf('day').toISOString() : undefined,
  };
}

/** The append-only system log: filter and read, nothing else. */
export default function SystemLogPage() {
  const { t } = useTranslation('system');
  const list = useList('system.log');
  const params: ListSystemLogParams = {
    ...list.paging,
    account: list.text('account'),
    type: list.oneOf('type', LogType),
    result: list.oneOf('result', LogResult),
    ip: list.text('ip'),
    ...dayRange(list.text('startDate'), list.text('endDate')),
  };
  const query = useListSystemLog(params, { query: list.queryOptions });

  return (
    <Card title={t('log.title')}>
      <FilterBar list={list} dates datesLabel={t('log.range')}>
        <Form.Item name="account" label={t('log.account')}>
          <Input allowClear style={{ width: 140 }} />
        </Form.Item>
        <Form.Item name="type" label={t('log.type')}>
          <Select allowClear style={{ width: 140 }} options={Object.values(LogType).map((v) => ({ value: v, label: t(`log.types.${v}`) }))} />
        </Form.Item>
        <Form.Item name="result" label={t('log.result')}>
          <Select allowClear style={{ width: 150 }} options={Object.values(LogResult).map((v) => ({ value: v, label: t(`log.results.${v}`) }))} />
        </Form.Item>
        <Form.Item name="ip" label={t('log.ip')}>
          <Input allowClear style={{ width: 140 }} />
        </Form.Item>
      </FilterBar>
      <DataTable fitWidth={1000} list={list} columns={logColumns(t)} query={query} exportPage={(page, signal) => listSystemLog({ ...params, ...page }, { signal })} />
    </Card>
  );
}
