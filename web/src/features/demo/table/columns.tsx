import { Button, Image, Popconfirm, Progress, Rate, Space, Switch, Tag } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import dayjs from 'dayjs';
import type { TFunction } from 'i18next';
import type { DemoTableRow, DemoTableStatus } from '../../../api/generated/model';

export const STATUS_COLOURS: Record<DemoTableStatus, string> = {
  published: 'success',
  draft: 'processing',
  deleted: 'error',
};

/** Columns the user may hide (the actions column always shows). */
export const TOGGLABLE = ['id', 'img', 'title', 'author', 'status', 'rate', 'switch', 'percentage', 'pageViews', 'datetime'] as const;
export type Togglable = (typeof TOGGLABLE)[number];

interface Handlers {
  canWrite: boolean;
  onEdit(row: DemoTableRow): void;
  onDelete(row: DemoTableRow): void;
  onToggle(row: DemoTableRow, on: boolean): void;
}

/** The table's columns: tags, stars, switch, progress and a previewable picture (spec §3 fields). */
export function tableColumns(t: TFunction<'demo'>, visible: readonly Togglable[], h: Handlers): ColumnsType<DemoTableRow> {
  const all: Record<Togglable, ColumnsType<DemoTableRow>[number]> = {
    id: { key: 'id', title: t('table.id'), dataIndex: 'id', width: 70 },
    img: {
      key: 'img',
      title: t('table.img'),
      dataIndex: 'img',
      width: 90,
      render: (src: string, row) => <Image src={src} alt={row.title} width={60} height={40} />,
    },
    title: { key: 'title', title: t('table.title'), dataIndex: 'title', ellipsis: true, width: 260 },
    author: { key: 'author', title: t('table.author'), dataIndex: 'author', width: 150 },
    status: {
      key: 'status',
      title: t('table.status'),
      dataIndex: 'status',
      width: 100,
      render: (s: DemoTableStatus) => <Tag color={STATUS_COLOURS[s]}>{t(`status.${s}`)}</Tag>,
    },
    rate: {
      key: 'rate',
      title: t('table.rate'),
      dataIndex: 'rate',
      width: 150,
      render: (v: number) => <Rate disabled value={v} style={{ fontSize: 14 }} />,
    },
    switch: {
      key: 'switch',
      title: t('table.switch'),
      dataIndex: 'switch',
      width: 80,
      render: (on: boolean, row) => (
        <Switch size="small" checked={on} disabled={!h.canWrite} onChange={(v) => h.onToggle(row, v)} aria-label={`${t('table.switch')} ${row.id}`} />
      ),
    },
    percentage: {
      key: 'percentage',
      title: t('table.percentage'),
      dataIndex: 'percentage',
      width: 140,
      render: (v: number) => <Progress percent={v} size="small" />,
    },
    pageViews: { key: 'pageViews', title: t('table.pageViews'), dataIndex: 'pageViews', width: 100 },
    datetime: {
      key: 'datetime',
      title: t('table.datetime'),
      dataIndex: 'datetime',
      width: 160,
      render: (v: string) => dayjs(v).format('YYYY-MM-DD HH:mm'),
    },
  };
  const cols = TOGGLABLE.filter((k) => visible.includes(k)).map((k) => all[k]);
  if (h.canWrite) {
    cols.push({
      key: 'actions',
      title: t('actions'),
      width: 140,
      fixed: 'right',
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
