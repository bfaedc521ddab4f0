import { Tag } from 'antd';
import type { TFunction } from 'i18next';
import type { SystemLogEntry } from '../../api/generated/model';
import type { ListColumn } from '../../shared/list';
import { formatDateTime } from '../../shared/format';
import { operationText } from './operationText';
import { i18n } from '../../i18n';

const RESULT_COLOURS: Record<string, string> = {
  success: 'green',
  'login success': 'green',
  'login failure': 'orange',
  'interface exception': 'red',
  attack: 'magenta',
};

/**
 * The columns of system-log entries (newest first as the server sends them). The personal
 * centre shows only sign-ins (`compact`): account and type go without saying.
 */
export function logColumns(t: TFunction<'system'>, compact = false): ListColumn<SystemLogEntry>[] {
  const typeText = (v: string) => t(`log.types.${v}`, { defaultValue: v });
  const resultText = (v: string) => t(`log.results.${v}`, { defaultValue: v });
  const opText = (v: string) => operationText(v, i18n.language);
  const columns: (ListColumn<SystemLogEntry> | false)[] = [
    {
      key: 'datetime',
      title: t('log.datetime'),
      width: 170,
      exportValue: (e) => formatDateTime(e.datetime, { seconds: true }),
      render: (v: string) => formatDateTime(v, { seconds: true }),
    },
    !compact && { key: 'account', title: t('log.account'), exportValue: (e) => e.account },
    !compact && { key: 'type', title: t('log.type'), exportValue: (e) => typeText(e.type), render: (v: string) => typeText(v) },
    {
      key: 'executeResult',
      title: t('log.result'),
      exportValue: (e) => resultText(e.executeResult),
      render: (v: string) => <Tag color={RESULT_COLOURS[v]}>{resultText(v)}</Tag>,
    },
    { key: 'ip', title: t('log.ip'), exportValue: (e) => e.ip },
    !compact && {
      key: 'operation',
      title: t('log.operation'),
      exportValue: (e) => opText(e.operation),
      render: (v: string) => <span title={v}>{opText(v)}</span>,
    },
    !compact && { key: 'target', title: t('log.target'), ellipsis: true, exportValue: (e) => e.target },
    { key: 'detail', title: t('log.detail'), ellipsis: true, exportValue: (e) => e.detail },
  ];
  return columns.filter((c) => c !== false);
}
