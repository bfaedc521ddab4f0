import { createContext, useContext, useEffect, useState, type CSSProperties, type HTMLAttributes } from 'react';
import { Button, Card, Popconfirm, Space, Table, Typography } from 'antd';
import { HolderOutlined } from '@ant-design/icons';
import { DndContext, PointerSensor, KeyboardSensor, useSensor, useSensors, type DragEndEvent } from '@dnd-kit/core';
import { SortableContext, arrayMove, sortableKeyboardCoordinates, useSortable, verticalListSortingStrategy } from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useAdminUserLevelDestroy, useAdminUserLevelIndex, useAdminUserLevelUpdateSort, getAdminUserLevelIndexQueryKey } from '../../../api/generated/shopusers/shopusers';
import type { Level } from '../../../api/generated/model';
import { usePermission } from '../../../session/permission';
import { LevelForm } from './LevelForm';
import { showSuccess } from '../../../app/feedback';
import { RowAction } from '../../../shared/RowAction';

type Sortable = ReturnType<typeof useSortable>;
type Handle = { listeners?: Sortable['listeners']; attributes?: Sortable['attributes']; setActivator?: (el: HTMLElement | null) => void };
const HandleContext = createContext<Handle>({});

// The handle is dnd-kit's activator: it gets the sortable's ARIA attributes (role, focus,
// description) so the row itself stays a plain row for screen readers.
function DragHandle() {
  const { t } = useTranslation('shopUsers');
  const { listeners, attributes, setActivator } = useContext(HandleContext);
  return (
    <Button
      type="text"
      size="small"
      icon={<HolderOutlined />}
      style={{ cursor: 'move' }}
      data-testid="level-drag"
      ref={setActivator}
      {...attributes}
      {...listeners}
      aria-label={t('level.dragHint')}
    />
  );
}

function SortableRow(props: HTMLAttributes<HTMLTableRowElement> & { 'data-row-key': string }) {
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, transform, transition, isDragging } = useSortable({
    id: props['data-row-key'],
  });
  const style: CSSProperties = {
    ...props.style,
    transform: CSS.Translate.toString(transform),
    transition,
    ...(isDragging ? { position: 'relative', zIndex: 9, background: '#fafafa' } : {}),
  };
  return (
    <HandleContext.Provider value={{ listeners, attributes, setActivator: setActivatorNodeRef }}>
      <tr {...props} ref={setNodeRef} style={style} />
    </HandleContext.Provider>
  );
}

/** User levels in display order; rows are dragged to reorder (saved at once). */
export default function LevelsPage() {
  const { t } = useTranslation('shopUsers');
  const canWrite = usePermission('shop:user:write');
  const queryClient = useQueryClient();
  const { data, isFetching } = useAdminUserLevelIndex({ pageSize: 100 });
  const [rows, setRows] = useState<Level[]>([]);
  const [editing, setEditing] = useState<Level | 'new' | null>(null);
  useEffect(() => setRows(data?.list ?? []), [data]);

  const refresh = () => queryClient.invalidateQueries({ queryKey: getAdminUserLevelIndexQueryKey() });
  const sort = useAdminUserLevelUpdateSort({
    mutation: { onSuccess: () => showSuccess(t('level.sorted')), onSettled: refresh },
  });
  const destroy = useAdminUserLevelDestroy({
    mutation: { onSuccess: () => showSuccess(t('common.deleted')), onSettled: refresh },
  });
  const sensors = useSensors(useSensor(PointerSensor, { activationConstraint: { distance: 4 } }), useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }));

  const onDragEnd = ({ active, over }: DragEndEvent) => {
    if (!over || active.id === over.id) return;
    const from = rows.findIndex((r) => String(r.id) === active.id);
    const to = rows.findIndex((r) => String(r.id) === over.id);
    const next = arrayMove(rows, from, to);
    setRows(next);
    sort.mutate({ data: { ids: next.map((r) => r.id) } });
  };

  const columns = [
    ...(canWrite ? [{ key: 'drag', width: 48, render: () => <DragHandle /> }] : []),
    { key: 'name', dataIndex: 'name', title: t('level.name') },
    { key: 'growthValue', dataIndex: 'growthValue', title: t('level.growthValue'), align: 'right' as const },
    { key: 'discount', dataIndex: 'discount', title: t('level.discount'), align: 'right' as const },
    { key: 'privilege', dataIndex: 'privilege', title: t('level.privilege') },
    { key: 'userCount', dataIndex: 'userCount', title: t('level.userCount'), align: 'right' as const },
    ...(canWrite
      ? [
          {
            key: 'actions',
            title: t('common.actions'),
            render: (_: unknown, l: Level) => (
              <Space>
                <RowAction onClick={() => setEditing(l)}>{t('common.edit')}</RowAction>
                <Popconfirm title={t('level.deleteConfirm', { name: l.name })} onConfirm={() => destroy.mutate({ data: { id: l.id } })}>
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
      title={t('level.title')}
      extra={
        canWrite && (
          <Button type="primary" onClick={() => setEditing('new')} data-testid="level-add">
            {t('common.add')}
          </Button>
        )
      }
    >
      {canWrite && <Typography.Paragraph type="secondary">{t('level.dragHint')}</Typography.Paragraph>}
      <DndContext sensors={sensors} onDragEnd={onDragEnd}>
        <SortableContext items={rows.map((r) => String(r.id))} strategy={verticalListSortingStrategy}>
          <Table<Level>
            data-testid="levels"
            rowKey={(r) => String(r.id)}
            loading={isFetching || sort.isPending}
            components={canWrite ? { body: { row: SortableRow } } : undefined}
            columns={columns}
            dataSource={rows}
            pagination={false}
          />
        </SortableContext>
      </DndContext>
      {editing && <LevelForm level={editing === 'new' ? null : editing} onClose={() => setEditing(null)} onSaved={refresh} />}
    </Card>
  );
}
