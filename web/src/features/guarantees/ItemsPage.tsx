import { useState } from 'react';
import { Button, Card, Form, Input, Popconfirm, Space } from 'antd';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { Guarantee } from '../../api/generated/model';
import { DataTable, FilterBar, useList, type ListColumn } from '../../shared/list';
import { formatDateTime } from '../../shared/format';
import { usePermission } from '../../session/permission';
import { RowAction } from '../../shared/RowAction';
import { ItemForm } from './ItemForm';
import { kinds, type Kind } from './kinds';

/** After-sale services or guarantee texts: title, content and sort, smaller sort first. */
export function ItemsPage({ kind }: { kind: Kind }) {
  const { t } = useTranslation(['guarantees', 'shopUsers']);
  const api = kinds[kind];
  const list = useList(api.list);
  const canWrite = usePermission(api.write);
  const queryClient = useQueryClient();
  const params = { ...list.paging, keyword: list.text('keyword') };
  const query = api.useIndex(params, { query: list.queryOptions });
  const [editing, setEditing] = useState<Guarantee | 'new' | null>(null);
  const refresh = () => queryClient.invalidateQueries({ queryKey: api.indexKey() });
  const destroy = api.useDestroy({ mutation: { onSettled: refresh } });

  const columns: ListColumn<Guarantee>[] = [
    { key: 'title', title: t('itemTitle'), fixedVisible: true, exportValue: (g) => g.title },
    { key: 'content', title: t('content'), exportValue: (g) => g.content, render: (v: string) => <span style={{ whiteSpace: 'pre-wrap' }}>{v}</span> },
    { key: 'sort', title: t('sort'), align: 'right', exportValue: (g) => g.sort },
    { key: 'updatedAt', title: t('updatedAt'), exportValue: (g) => formatDateTime(g.updatedAt), render: (v: string) => formatDateTime(v) },
    {
      key: 'actions',
      title: t('shopUsers:common.actions'),
      fixedVisible: true,
      render: (_, g) =>
        canWrite && (
          <Space>
            <RowAction onClick={() => setEditing(g)}>{t('shopUsers:common.edit')}</RowAction>
            <Popconfirm title={t(`${kind}.deleteConfirm`, { title: g.title })} onConfirm={() => destroy.mutate({ data: { id: g.id } })}>
              <RowAction danger>{t('shopUsers:common.delete')}</RowAction>
            </Popconfirm>
          </Space>
        ),
    },
  ];

  return (
    <Card title={t(`${kind}.title`)}>
      <FilterBar list={list}>
        <Form.Item name="keyword" label={t('shopUsers:common.keyword')}>
          <Input allowClear style={{ width: 180 }} />
        </Form.Item>
      </FilterBar>
      <DataTable<Guarantee>
        list={list}
        columns={columns}
        query={query}
        exportPage={(page, signal) => api.index({ ...params, ...page }, { signal })}
        toolbar={
          canWrite && (
            <Button type="primary" onClick={() => setEditing('new')} data-testid="item-add">
              {t(`${kind}.add`)}
            </Button>
          )
        }
      />
      {editing && <ItemForm kind={kind} item={editing === 'new' ? null : editing} onClose={() => setEditing(null)} onSaved={refresh} />}
    </Card>
  );
}
