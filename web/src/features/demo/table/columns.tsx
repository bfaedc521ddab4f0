import { Button, Image, Popconfirm, Progress, Rate, Space, Switch, Tag } from 'antd';
import type { TFunction } from 'i18next';
import type { DemoTableRow, DemoTableStatus } from '../../../api/generated/model';
import type { ListColumn } from '../../../shared/list';
import { formatDateTime } from '../../../shared/format';

const STATUS_COLOURS: Record<DemoTableStatus, string> = {
  published: 'success',
  draft: 'processing',
  deleted: 'error',
};

interface Handlers {
  canWrite: boolean;
  onEdit(row: DemoTableRow): void;
  onDelete(row: DemoTableRow): void;
  onToggle(row: DemoTableRow, on: boolean): void;
}

/** The table's columns: tags, stars, switch, progress and a previewable picture (fields). */
export function tableColumns(t: TFunction<'demo'>, h: Handlers): ListColumn<DemoTableRow>[] {
  const cols: ListColumn<DemoTableRow>[] = [
    { key: 'id', title: t('table.id'), width: 70, exportValue: (r) => r.id },
    {
      key: 'img',
      title: t('table.img'),
      width: 90,
      render: (src: string, row) => <Image src={src} alt={row.title} width={60} height={40} />,
    },
    { key: 'title', title: t('table.title'), ellipsis: true, width: 260, exportValue: (r) => r.title },
    { key: 'author', title: t('table.author'), width: 150, exportValue: (r) => r.author },
    {
      key: 'status',
      title: t('table.status'),
      width: 100,
      exportValue: (r) => t(`status.${r.status}`),
      render: (s: DemoTableStatus) => <Tag color={STATUS_COLOURS[s]}>{t(`status.${s}`)}</Tag>,
    },
    {
      key: 'rate',
      title: t('table.rate'),
      width: 150,
      exportValue: (r) => r.rate,
      render: (v: number) => <Rate disabled value={v} style={{ fontSize: 14 }} />,
    },
    {
      key: 'switch',
      title: t('table.switch'),
      width: 80,
      exportValue: (r) => r.switch,
      render: (on: boolean, row) => (
        <Switch size="small" checked={on} disabled={!h.canWrite} onChange={(v) => h.onToggle(row, v)} aria-label={`${t('table.switch')} ${row.id}`} />
      ),
    },
    {
      key: 'percentage',
      title: t('table.percentage'),
      width: 140,
      exportValue: (r) => r.percentage,
      render: (v: number) => <Progress percent={v} size="small" />,
    },
    { key: 'pageViews', title: t('table.pageViews'), width: 100, exportValue: (r) => r.pageViews },
    {
      key: 'datetime',
      title: t('table.datetime'),
      width: 160,
      exportValue: (r) => formatDateTime(r.datetime),
      render: (v: string) => formatDateTime(v),
    },
  ];
  if (h.canWrite) {
    cols.push({
      key: 'actions',
      title: t('actions'),
      width: 140,
      fixed: 'right',
      fixedVisible: true,
      render: (_, row) => (
        <Space size="small">
          <Button type="link" size="small" onClick={() => h.onEdit(row)}>
            {t('edit')}
          </Button>
          <Popconfirm title={t('confirmDelete', { title: row.title })} onConfirm={() => h.onDelete(row)}>
            <Button type="link" size="small" danger>
              {t('delete')}
            </Button>
          </Popconfirm>
        </Space>
      ),
    });
  }
  return cols;
}
