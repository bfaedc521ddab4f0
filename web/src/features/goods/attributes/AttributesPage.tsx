import { useMemo, useState } from 'react';
import { Button, Card, Popconfirm, Space, Table, Tag, TreeSelect } from 'antd';
import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import {
  getAdminGoodsAttributeIndexQueryKey,
  useAdminGoodsAttributeDestroy,
  useAdminGoodsAttributeIndex,
  useAdminGoodsCategoryIndex,
} from '../../../api/generated/goods/goods';
import type { AttributeTemplate } from '../../../api/generated/model';
import { usePermission } from '../../../session/permission';
import { showSuccess } from '../../../app/feedback';
import { RowAction } from '../../../shared/RowAction';
import { toTree, type CategoryNode } from '../categories/tree';

type TreeOption = { value: number; title: string; children?: TreeOption[] };
const treeData = (nodes: CategoryNode[]): TreeOption[] =>
  nodes.map((n) => ({ value: n.id, title: n.name, ...(n.children ? { children: treeData(n.children) } : {}) }));

/** Attribute templates by category (`goods/attribute`); the editor is `goods/template`. */
export default function AttributesPage() {
  const { t } = useTranslation('goods');
  const canWrite = usePermission('goods:attribute:write');
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [categoryId, setCategoryId] = useState<number | undefined>();
  const categories = useAdminGoodsCategoryIndex().data?.list;
  const names = useMemo(() => new Map((categories ?? []).map((c) => [c.id, c.name])), [categories]);
  const { data, isFetching } = useAdminGoodsAttributeIndex({ categoryId });
  const refresh = () => queryClient.invalidateQueries({ queryKey: getAdminGoodsAttributeIndexQueryKey() });
  const destroy = useAdminGoodsAttributeDestroy({ mutation: { onSuccess: () => showSuccess(t('common.deleted')), onSettled: refresh } });
  const open = (id?: number) => navigate(id ? `/goods/goods/template?id=${id}` : '/goods/goods/template');
  const columns = [
    { key: 'name', dataIndex: 'name', title: t('attribute.name') },
    { key: 'category', title: t('goods.category'), render: (_: unknown, a: AttributeTemplate) => names.get(a.categoryId) ?? a.categoryId },
    {
      key: 'rows',
      title: t('attribute.rows'),
      render: (_: unknown, a: AttributeTemplate) => a.rows.map((r) => <Tag key={r.name} color={r.required ? 'red' : undefined}>{r.name}</Tag>),
    },
    ...(canWrite
      ? [
          {
            key: 'actions',
            title: t('common.actions'),
            render: (_: unknown, a: AttributeTemplate) => (
              <Space>
                <RowAction testId={`attribute-edit-${a.id}`} onClick={() => open(a.id)}>
                  {t('common.edit')}
                </RowAction>
                <Popconfirm title={t('attribute.deleteConfirm', { name: a.name })} onConfirm={() => destroy.mutate({ data: { id: a.id } })}>
                  <RowAction danger>{t('common.delete')}</RowAction>
                </Popconfirm>
              </Space>
            ),
          },
        ]
      : []),
  ];
  return (
    <Card
      title={t('attribute.title')}
      extra={
        canWrite && (
          <Button type="primary" data-testid="attribute-add" onClick={() => open()}>
            {t('common.add')}
          </Button>
        )
      }
    >
      <Space style={{ marginBottom: 16 }}>
        <span>{t('goods.category')}</span>
        <TreeSelect allowClear style={{ width: 240 }} treeData={treeData(toTree(categories ?? []))} value={categoryId} onChange={(v) => setCategoryId(v ?? undefined)} />
      </Space>
      <Table<AttributeTemplate> rowKey="id" loading={isFetching} columns={columns} dataSource={data?.list ?? []} pagination={false} />
    </Card>
  );
}
