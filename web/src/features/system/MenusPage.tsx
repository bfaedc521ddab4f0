import { useState } from 'react';
import { Button, Card, Space, Table, Tag, Typography } from 'antd';
import type { TableColumnsType } from 'antd';
import { useTranslation } from 'react-i18next';
import { showSuccess } from '../../app/feedback';
import { useQueryClient } from '@tanstack/react-query';
import type { MenuNode } from '../../api/generated/model';
import { getListMenusQueryKey, useDeleteMenus, useListMenus } from '../../api/generated/system/system';
import { AddButton, DeleteLink } from './buttons';
import { usePermission } from '../../session/permission';
import { withoutEmptyChildren } from './options';
import { MenuForm } from './MenuForm';
import { routeTitle } from '../../app/routes/title';

/** The stored route records (what `GET /router/getList` serves) as a tree table. */
export default function MenusPage() {
  const { t } = useTranslation('system');
  const canWrite = usePermission('system:menu:write');
  const queryClient = useQueryClient();
  const [editing, setEditing] = useState<{ menu: MenuNode | null; parentId: number } | null>(null);
  const list = useListMenus();
  const remove = useDeleteMenus({
    mutation: {
      onSuccess: async () => {
        showSuccess(t('common.deleted'));
        await queryClient.invalidateQueries({ queryKey: getListMenusQueryKey() });
      },
    },
  });

  const columns: TableColumnsType<MenuNode> = [
    {
      title: t('menu.menuTitle'),
      key: 'title',
      render: (_, m) => (m.meta.icon ? <><i className={`ri-${m.meta.icon}`} /> {routeTitle(m.meta.title)}</> : routeTitle(m.meta.title)),
    },
    { title: t('menu.titleKey'), key: 'titleKey', render: (_, m) => <Typography.Text type="secondary" code>{m.meta.title}</Typography.Text> },
    { title: t('menu.path'), dataIndex: 'path' },
    { title: t('menu.name'), dataIndex: 'name' },
    { title: t('menu.component'), dataIndex: 'component' },
    { title: t('menu.order'), dataIndex: 'order', width: 70 },
    {
      title: t('menu.flags'),
      key: 'flags',
      render: (_, m) => (
        <>
          {m.meta.hidden && <Tag>{t('menu.hidden')}</Tag>}
          {m.meta.guard?.map((g) => <Tag color="orange" key={g}>{g}</Tag>)}
          {m.meta.permissions?.map((p) => <Tag color="blue" key={p}>{p}</Tag>)}
        </>
      ),
    },
  ];
  if (canWrite) {
    columns.push({
      title: t('common.actions'),
      key: 'actions',
      width: 230,
      render: (_, row) => (
        <Space>
          <Button type="link" size="small" onClick={() => setEditing({ menu: null, parentId: row.id })}>
            {t('menu.addChild')}
          </Button>
          <Button type="link" size="small" onClick={() => setEditing({ menu: row, parentId: row.parentId })}>
            {t('common.edit')}
          </Button>
          <DeleteLink name={routeTitle(row.meta.title)} onConfirm={() => remove.mutateAsync({ data: { ids: [row.id] } })} />
        </Space>
      ),
    });
  }

  return (
    <Card
      title={t('menu.title')}
      extra={canWrite && <AddButton onClick={() => setEditing({ menu: null, parentId: 0 })} />}
    >
      <Table<MenuNode>
        rowKey="id"
        columns={columns}
        dataSource={withoutEmptyChildren(list.data?.list)}
        loading={list.isFetching}
        pagination={false}
        scroll={{ x: 'max-content' }}
      />
      <MenuForm
        tree={list.data?.list ?? []}
        editing={editing}
        onClose={() => setEditing(null)}
      />
    </Card>
  );
}
