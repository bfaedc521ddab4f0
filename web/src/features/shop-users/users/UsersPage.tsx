import { useState } from 'react';
import { Avatar, Card, Form, Input, Select, Space, Switch, Tag } from 'antd';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import {
  adminUserIndex,
  useAdminUserIndex,
  useAdminUserLevelIndex,
  useAdminUserUpdateVal,
} from '../../../api/generated/shop-users/shop-users';
import type { AdminUserIndexParams, User } from '../../../api/generated/model';
import { DataTable, type ListColumn } from '../list/DataTable';
import { FilterBar } from '../list/FilterBar';
import { queryOf, useListParams } from '../list/useListParams';
import { when } from '../list/format';
import { PERM } from '../permission';
import { usePermission } from '../../../session/permission';
import { UserDrawer } from './UserDrawer';
import { AdjustDialog } from './AdjustDialog';

/** Shop users: filters in the URL, the detail drawer, inline disabling and adjustments. */
export default function UsersPage() {
  const { t } = useTranslation('shopUsers');
  const list = useListParams('-registeredAt');
  const canWrite = usePermission(PERM.userWrite);
  const queryClient = useQueryClient();
  const params = queryOf(list, ['levelId'], ['disabled']) as AdminUserIndexParams;
  const query = useAdminUserIndex(params);
  const levels = useAdminUserLevelIndex({ pageSize: 100 }).data?.list ?? [];
  const [open, setOpen] = useState<User | null>(null);
  const [adjusting, setAdjusting] = useState<User | null>(null);
  const setVal = useAdminUserUpdateVal({
    mutation: { onSuccess: () => void queryClient.invalidateQueries({ queryKey: ['/admin/user/index'] }) },
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
          <a onClick={() => setOpen(u)} data-testid={`user-${u.id}`}>
            {u.nickname}
          </a>
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
    { key: 'balance', title: t('user.balance'), sortField: 'balance', align: 'right', exportValue: (u) => Number(u.balance) },
    { key: 'points', title: t('user.points'), align: 'right', exportValue: (u) => u.points },
    { key: 'growth', title: t('user.growth'), align: 'right', exportValue: (u) => u.growth },
    {
      key: 'totalOrderAmount',
      title: t('user.spent'),
      sortField: 'totalOrderAmount',
      align: 'right',
      exportValue: (u) => Number(u.totalOrderAmount),
    },
    {
      key: 'registeredAt',
      title: t('user.registeredAt'),
      sortField: 'registeredAt',
      exportValue: (u) => when(u.registeredAt),
      render: (v: string) => when(v),
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
          <a onClick={() => setOpen(u)}>{t('common.detail')}</a>
          {canWrite && (
            <a onClick={() => setAdjusting(u)} data-testid={`adjust-${u.id}`}>
              {t('user.adjust')}
            </a>
          )}
        </Space>
      ),
    },
  ];

  return (
    <Card title={t('user.title')}>
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
      <DataTable<User, AdminUserIndexParams>
        tableKey="users"
        columns={columns}
        query={query}
        list={list}
        params={params}
        exportWith={adminUserIndex}
      />
      {open && <UserDrawer user={open} onClose={() => setOpen(null)} onAdjust={canWrite ? setAdjusting : undefined} />}
      {adjusting && <AdjustDialog user={adjusting} onClose={() => setAdjusting(null)} />}
    </Card>
  );
}
