import { useState } from 'react';
import { Avatar, Button, Card, Flex, Form, Input, message, Popconfirm, Select, Space, Table, Tag, TreeSelect } from 'antd';
import type { TableColumnsType } from 'antd';
import { DeleteOutlined, UserOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { useQueryClient } from '@tanstack/react-query';
import dayjs from 'dayjs';
import type { ListStaffParams, StaffMember } from '../../api/generated/model';
import {
  getListStaffQueryKey,
  useDeleteStaff,
  useListDepartments,
  useListRoles,
  useListStaff,
} from '../../api/generated/system/system';
import { PERMISSIONS } from './permission';
import { AddButton, DeleteLink } from './buttons';
import { usePermission } from '../../session/permission';
import { departmentOptions } from './options';
import { StaffForm } from './StaffForm';

type Filters = Pick<ListStaffParams, 'username' | 'mobile' | 'role' | 'departmentId' | 'status'>;

/** Staff accounts: search, add, edit (incl. password reset), delete one or many. */
export default function StaffPage() {
  const { t } = useTranslation('system');
  const canWrite = usePermission(PERMISSIONS.staffWrite);
  const queryClient = useQueryClient();
  const [toast, toastHolder] = message.useMessage();
  const [filters, setFilters] = useState<Filters>({});
  const [page, setPage] = useState({ pageNo: 1, pageSize: 20 });
  const [selected, setSelected] = useState<number[]>([]);
  const [editing, setEditing] = useState<StaffMember | null>(null);
  const [formOpen, setFormOpen] = useState(false);
  const list = useListStaff({ ...filters, ...page });
  const roles = useListRoles({ pageSize: 100 });
  const departments = useListDepartments();
  const remove = useDeleteStaff({
    mutation: {
      onSuccess: async () => {
        setSelected([]);
        void toast.success(t('common.deleted'));
        await queryClient.invalidateQueries({ queryKey: getListStaffQueryKey().slice(0, 1) });
      },
    },
  });

  const open = (row: StaffMember | null) => {
    setEditing(row);
    setFormOpen(true);
  };

  const columns: TableColumnsType<StaffMember> = [
    { title: t('staff.avatar'), dataIndex: 'avatar', width: 72, render: (v: string) => <Avatar src={v || undefined} icon={<UserOutlined />} /> },
    { title: t('staff.username'), dataIndex: 'username' },
    { title: t('staff.email'), dataIndex: 'email' },
    { title: t('staff.mobile'), dataIndex: 'mobile' },
    { title: t('staff.roles'), dataIndex: 'roles', render: (v: string[]) => v.map((r) => <Tag key={r}>{r}</Tag>) },
    { title: t('staff.department'), dataIndex: 'departmentName' },
    {
      title: t('staff.status'),
      dataIndex: 'status',
      render: (v: string) => <Tag color={v === 'enabled' ? 'green' : 'default'}>{t(v === 'enabled' ? 'staff.enabled' : 'staff.disabled')}</Tag>,
    },
    { title: t('common.createTime'), dataIndex: 'createTime', render: (v: string) => dayjs(v).format('YYYY-MM-DD HH:mm') },
  ];
  if (canWrite) {
    columns.push({
      title: t('common.actions'),
      key: 'actions',
      render: (_, row) => (
        <Space>
          <Button type="link" size="small" onClick={() => open(row)}>
            {t('common.edit')}
          </Button>
          <DeleteLink name={row.username} onConfirm={() => remove.mutateAsync({ data: { ids: [row.id] } })} />
        </Space>
      ),
    });
  }

  return (
    <Card title={t('staff.title')}>
      {toastHolder}
      <Form<Filters>
        layout="inline"
        name="staff-filter"
        onFinish={(v) => {
          setFilters({ ...v, username: v.username?.trim() || undefined, mobile: v.mobile?.trim() || undefined });
          setPage((p) => ({ ...p, pageNo: 1 }));
        }}
        onReset={() => setFilters({})}
        style={{ marginBottom: 16, rowGap: 8 }}
      >
        <Form.Item name="username" label={t('staff.username')}>
          <Input allowClear />
        </Form.Item>
        <Form.Item name="mobile" label={t('staff.mobile')} rules={[{ pattern: /^\d{1,11}$/, message: t('staff.mobileInvalid') }]}>
          <Input allowClear inputMode="numeric" maxLength={11} style={{ width: 140 }} />
        </Form.Item>
        <Form.Item name="role" label={t('staff.roles')}>
          <Select allowClear style={{ width: 140 }} options={roles.data?.list.map((r) => ({ value: r.role, label: r.role }))} />
        </Form.Item>
        <Form.Item name="departmentId" label={t('staff.department')}>
          <TreeSelect allowClear style={{ width: 160 }} treeDefaultExpandAll treeData={departmentOptions(departments.data?.list)} />
        </Form.Item>
        <Form.Item name="status" label={t('staff.status')}>
          <Select
            allowClear
            style={{ width: 110 }}
            options={[
              { value: 'enabled', label: t('staff.enabled') },
              { value: 'disabled', label: t('staff.disabled') },
            ]}
          />
        </Form.Item>
        <Space>
          <Button type="primary" htmlType="submit">
            {t('common.search')}
          </Button>
          <Button htmlType="reset">{t('common.reset')}</Button>
        </Space>
      </Form>
      {canWrite && (
        <Flex gap="small" style={{ marginBottom: 16 }}>
          <AddButton onClick={() => open(null)} />
          <Popconfirm
            title={t('common.confirmBatchDelete', { count: selected.length })}
            okText={t('common.ok')}
            cancelText={t('common.cancel')}
            disabled={selected.length === 0}
            onConfirm={() => remove.mutateAsync({ data: { ids: selected } })}
          >
            <Button danger icon={<DeleteOutlined />} disabled={selected.length === 0}>
              {t('common.batchDelete')}
            </Button>
          </Popconfirm>
        </Flex>
      )}
      <Table<StaffMember>
        rowKey="id"
        columns={columns}
        dataSource={list.data?.list}
        loading={list.isFetching}
        rowSelection={canWrite ? { selectedRowKeys: selected, onChange: (keys) => setSelected(keys as number[]) } : undefined}
        pagination={{
          current: page.pageNo,
          pageSize: page.pageSize,
          total: list.data?.total ?? 0,
          showSizeChanger: true,
          showTotal: (total) => t('common.total', { total }),
          onChange: (pageNo, pageSize) => setPage({ pageNo, pageSize }),
        }}
        scroll={{ x: 'max-content' }}
      />
      <StaffForm
        open={formOpen}
        editing={editing}
        onClose={() => setFormOpen(false)}
        onSaved={() => {
          setFormOpen(false);
          void toast.success(t('common.saved'));
        }}
      />
    </Card>
  );
}
