import { useState } from 'react';
import { Avatar, Button, Card, Form, Input, Select, Space, Switch, Tag } from 'antd';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { adminUserIndex, useAdminUserIndex, useAdminUserLevelIndex, useAdminUserUpdateVal, getAdminUserIndexQueryKey } from '../../../api/generated/shopusers/shopusers';
import { AdminUserIndexSort, type AdminUserIndexParams, type User } from '../../../api/generated/model';
import { DataTable, FilterBar, useList, type ListColumn } from '../../../shared/list';
import { formatDateTime, formatMoney } from '../../../shared/format';
import { usePermission } from '../../../session/permission';
import { UserDrawer } from './UserDrawer';
import { AdjustDialog } from './AdjustDialog';
import { AddUserDialog } from './AddUserDialog';
import { RowAction } from '../../../shared/RowAction';

/** Shop users: filters in the URL, the detail drawer, inline disabling and adjustments. */
export default function UsersPage() {
  const { t } = useTranslation('shopUsers');
  const list = useList('shopUsers.users', { defaultSort: '-registeredAt' });
  const canWrite = usePermission('shop:user:write');
  const queryClient = useQueryClient();
  const params: AdminUserIndexParams = {
    ...list.paging,
    keyword: list.text('keyword'),
    levelId: list.int('levelId'),
    disabled: list.bool('disabled'),
    startDate: list.text('startDate'),
    endDate: list.text('endDate'),
    sort: list.sortOf(AdminUserIndexSort),
  };
  const query = useAdminUserIndex(params, { query: list.queryOptions });
  const levels = useAdminUserLevelIndex({ pageSize: 100 }).data?.list ?? [];
  const [open, setOpen] = useState<User | null>(null);
  const [adjusting, setAdjusting] = useState<User | null>(null);
  const [adding, setAdding] = useState(false);
  const setVal = useAdminUserUpdateVal({
    mutation: { onSuccess: () => void queryClient.invalidateQueries({ queryKey: getAdminUserIndexQueryKey() }) },
  });

  const columns: ListColumn<User>[] = [
    { key: 'sn', title: t('user.sn'), exportValue: (u) => u.sn },
    {
      key: 'nickname',
      title: t('user.nickname'),
      fixedVisible: true,
      exportValue: (u) => u.nickname,
      render: (_, u) => (
        <Space>
          <Avatar src={u.avatar || undefined} size="small">
            {u.nickname.slice(0, 1)}
          </Avatar>
          <RowAction onClick={() => setOpen(u)} testId={`user-${u.id}`}>
            {u.nickname}
          </RowAction>
        </Space>
      ),
    },
    { key: 'mobile', title: t('user.mobile'), exportValue: (u) => u.mobile },
    {
      key: 'levelName',
      title: t('user.level'),
      exportValue: (u) => u.levelName,
      render: (_, u) => (u.levelId ? <Tag color="gold">{u.levelName}</Tag> : t('user.noLevel')),
    },
    {
      key: 'balance',
      title: t('user.balance'),
      sortField: 'balance',
      align: 'right',
      exportValue: (u) => Number(u.balance),
      render: (v: string) => formatMoney(v),
    },
    { key: 'points', title: t('user.points'), align: 'right', exportValue: (u) => u.points },
    { key: 'growth', title: t('user.growth'), align: 'right', exportValue: (u) => u.growth },
    {
      key: 'totalOrderAmount',
      title: t('user.spent'),
      sortField: 'totalOrderAmount',
      align: 'right',
      exportValue: (u) => Number(u.totalOrderAmount),
      render: (v: string) => formatMoney(v),
    },
    {
      key: 'registeredAt',
      title: t('user.registeredAt'),
      sortField: 'registeredAt',
      exportValue: (u) => formatDateTime(u.registeredAt),
      render: (v: string) => formatDateTime(v),
    },
    {
      key: 'disabled',
      title: t('user.disabled'),
      exportValue: (u) => (u.disabled ? t('common.yes') : t('common.no')),
      render: (_, u) =>
        canWrite ? (
          <Switch
            size="small"
            checked={u.disabled}
            data-testid={`disabled-${u.id}`}
            loading={setVal.isPending && setVal.variables?.data.id === u.id}
            onChange={(on) => setVal.mutate({ data: { id: u.id, field: 'disabled', value: on } })}
          />
        ) : u.disabled ? (
          <Tag color="red">{t('user.disabledOn')}</Tag>
        ) : (
          <Tag color="green">{t('user.enabledOn')}</Tag>
        ),
    },
    {
      key: 'actions',
      title: t('common.actions'),
      fixedVisible: true,
      render: (_, u) => (
        <Space>
          <RowAction onClick={() => setOpen(u)}>{t('common.detail')}</RowAction>
          {canWrite && (
            <RowAction onClick={() => setAdjusting(u)} testId={`adjust-${u.id}`}>
              {t('user.adjust')}
            </RowAction>
          )}
        </Space>
      ),
    },
  ];

  return (
    <Card
      title={t('user.title')}
      extra={
        canWrite && (
          <Button type="primary" onClick={() => setAdding(true)} data-testid="add-user">
            {t('addUser.button')}
          </Button>
        )
      }
    >
      <FilterBar list={list} dates>
        <Form.Item name="keyword" label={t('common.keyword')}>
          <Input allowClear placeholder={t('user.keywordHint')} style={{ width: 220 }} />
        </Form.Item>
        <Form.Item name="levelId" label={t('user.level')}>
          <Select
            allowClear
            style={{ width: 140 }}
            data-testid="filter-level"
            options={[
              ...levels.map((l) => ({ value: String(l.id), label: l.name })),
              { value: '0', label: t('user.noLevel') },
            ]}
          />
        </Form.Item>
        <Form.Item name="disabled" label={t('user.enabledState')}>
          <Select
            allowClear
            style={{ width: 120 }}
            placeholder={t('user.anyState')}
            options={[
              { value: 'false', label: t('user.enabledOn') },
              { value: 'true', label: t('user.disabledOn') },
            ]}
          />
        </Form.Item>
      </FilterBar>
      <DataTable<User> list={list} columns={columns} query={query} exportPage={(page, signal) => adminUserIndex({ ...params, ...page }, { signal })} />
      {open && <UserDrawer user={open} onClose={() => setOpen(null)} onAdjust={canWrite ? setAdjusting : undefined} />}
      {adjusting && <AdjustDialog user={adjusting} onClose={() => setAdjusting(null)} />}
      {adding && <AddUserDialog onClose={() => setAdding(false)} />}
    </Card>
  );
}
