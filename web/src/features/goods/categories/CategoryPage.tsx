import { useMemo, useState } from 'react';
import { Button, Card, Empty, Image, Popconfirm, Space, Table, Tag } from 'antd';
import { ArrowDownOutlined, ArrowUpOutlined } from '@ant-design/icons';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import {
  getAdminGoodsCategoryIndexQueryKey,
  useAdminGoodsCategoryDestroy,
  useAdminGoodsCategoryIndex,
  useAdminGoodsCategoryUpdateSort,
} from '../../../api/generated/goods/goods';
import type { Category } from '../../../api/generated/model';
import { usePermission } from '../../../session/permission';
import { showSuccess } from '../../../app/feedback';
import { RowAction } from '../../../shared/RowAction';
import { CategoryForm } from './CategoryForm';
import { moved, siblings, toTree, type CategoryNode } from './tree';

type Editing = { category: Category | null; parentId: number };

/** The category tree (three levels): add, edit, delete, and move a category among its siblings. */
export default function CategoryPage() {
  const { t } = useTranslation('goods');
  const canWrite = usePermission('goods:category:write');
  const queryClient = useQueryClient();
  const { data, isFetching } = useAdminGoodsCategoryIndex();
  const rows = useMemo(() => data?.list ?? [], [data]);
  const tree = useMemo(() => toTree(rows), [rows]);
  const [editing, setEditing] = useState<Editing | null>(null);
  const refresh = () => queryClient.invalidateQueries({ queryKey: getAdminGoodsCategoryIndexQueryKey() });
  const destroy = useAdminGoodsCategoryDestroy({ mutation: { onSuccess: () => showSuccess(t('common.deleted')), onSettled: refresh } });
  const sort = useAdminGoodsCategoryUpdateSort({ mutation: { onSuccess: () => showSuccess(t('category.sorted')), onSettled: refresh } });

  const move = (c: Category, step: -1 | 1) => {
    const ids = siblings(rows, c.parentId).map((r) => r.id);
    const next = moved(ids, c.id, step);
    if (next !== ids) sort.mutate({ data: { parentId: c.parentId, ids: next } });
  };

  const columns = [
    { key: 'name', dataIndex: 'name', title: t('category.name') },
    {
      key: 'image',
      dataIndex: 'image',
      title: t('category.image'),
      render: (src: string) => (src ? <Image src={src} width={32} height={32} preview={false} alt="" /> : null),
    },
    { key: 'level', dataIndex: 'level', title: t('category.level'), render: (l: number) => [t('category.levels.l1'), t('category.levels.l2'), t('category.levels.l3')][l - 1] },
    { key: 'goodsCount', dataIndex: 'goodsCount', title: t('category.goodsCount'), align: 'right' as const },
    {
      key: 'visible',
      dataIndex: 'visible',
      title: t('category.visible'),
      render: (v: boolean) => <Tag color={v ? 'green' : 'default'}>{v ? t('category.shown') : t('category.hidden')}</Tag>,
    },
    ...(canWrite
      ? [
          {
            key: 'actions',
            title: t('common.actions'),
            render: (_: unknown, c: Category) => (
              <Space>
                <Button size="small" type="text" icon={<ArrowUpOutlined />} aria-label={t('category.up')} onClick={() => move(c, -1)} />
                <Button size="small" type="text" icon={<ArrowDownOutlined />} aria-label={t('category.down')} onClick={() => move(c, 1)} />
                {c.level < 3 && (
                  <RowAction testId={`category-add-child-${c.id}`} onClick={() => setEditing({ category: null, parentId: c.id })}>
                    {t('category.addChild')}
                  </RowAction>
                )}
                <RowAction testId={`category-edit-${c.id}`} onClick={() => setEditing({ category: c, parentId: c.parentId })}>
                  {t('common.edit')}
                </RowAction>
                <Popconfirm title={t('category.deleteConfirm', { name: c.name })} onConfirm={() => destroy.mutate({ data: { id: c.id } })}>
                  <RowAction danger testId={`category-delete-${c.id}`}>
                    {t('common.delete')}
                  </RowAction>
                </Popconfirm>
              </Space>
            ),
          },
        ]
      : []),
  ];

  return (
    <Card
      title={t('category.title')}
      extra={
        canWrite && (
          <Button type="primary" data-testid="category-add" onClick={() => setEditing({ category: null, parentId: 0 })}>
            {t('category.addTop')}
          </Button>
        )
      }
    >
      {data && rows.length === 0 ? (
        <Empty description={t('category.empty')} data-testid="categories-empty">
          <p style={{ maxWidth: 560, margin: '0 auto 16px' }}>{t('category.emptyHint')}</p>
          {canWrite && (
            <Button type="primary" onClick={() => setEditing({ category: null, parentId: 0 })}>
              {t('category.addTop')}
            </Button>
          )}
        </Empty>
      ) : (
        <Table<CategoryNode>
          data-testid="categories"
          rowKey="id"
          loading={isFetching || sort.isPending}
          columns={columns}
          dataSource={tree}
          pagination={false}
          expandable={{ defaultExpandAllRows: false }}
        />
      )}
      {editing && (
        <CategoryForm category={editing.category} parentId={editing.parentId} rows={rows} onClose={() => setEditing(null)} onSaved={refresh} />
      )}
    </Card>
  );
}
