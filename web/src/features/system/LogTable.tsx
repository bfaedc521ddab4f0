import { Table, Tag } from 'antd';
import type { TableColumnsType, TablePaginationConfig } from 'antd';
import { useTranslation } from 'react-i18next';
import dayjs from 'dayjs';
import type { SystemLogEntry } from '../../api/generated/model';

const RESULT_COLOURS: Record<string, string> = {
  success: 'green',
  'login success': 'green',
  'login failure': 'orange',
  'interface exception': 'red',
  attack: 'magenta',
};

interface Props {
  rows: SystemLogEntry[] | undefined;
  loading: boolean;
  pagination: TablePaginationConfig;
  /** The personal centre shows only sign-ins: account and type go without saying. */
  compact?: boolean;
}

/** System-log entries, newest first as the server sends them. */
export function LogTable({ rows, loading, pagination, compact }: Props) {
  const { t } = useTranslation('system');
  const columns: TableColumnsType<SystemLogEntry> = [
    { title: t('log.datetime'), dataIndex: 'datetime', width: 170, render: (v: string) => dayjs(v).format('YYYY-MM-DD HH:mm:ss') },
    ...(compact ? [] : [{ title: t('log.account'), dataIndex: 'account' }]),
    ...(compact ? [] : [{ title: t('log.type'), dataIndex: 'type', render: (v: string) => t(`log.types.${v}`, { defaultValue: v }) }]),
    {
      title: t('log.result'),
      dataIndex: 'executeResult',
      render: (v: string) => <Tag color={RESULT_COLOURS[v]}>{t(`log.results.${v}`, { defaultValue: v })}</Tag>,
    },
    { title: t('log.ip'), dataIndex: 'ip' },
    ...(compact
      ? []
      : [
          { title: t('log.operation'), dataIndex: 'operation' },
          { title: t('log.target'), dataIndex: 'target', ellipsis: true },
        ]),
    { title: t('log.detail'), dataIndex: 'detail', ellipsis: true },
  ];
  return (
    <Table<SystemLogEntry>
      rowKey="id"
      size={compact ? 'small' : 'middle'}
      columns={columns}
      dataSource={rows}
      loading={loading}
      pagination={pagination}
      scroll={{ x: 'max-content' }}
    />
  );
}
