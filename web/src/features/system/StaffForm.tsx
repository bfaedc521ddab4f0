import { Form, Input, Select, Switch, TreeSelect } from 'antd';
import { useTranslation } from 'react-i18next';
import { useQueryClient } from '@tanstack/react-query';
import type { StaffEdit, StaffMember } from '../../api/generated/model';
import {
  getListStaffQueryKey,
  useEditStaff,
  useListDepartments,
  useListRoles,
} from '../../api/generated/system/system';
import { AvatarInput, validAvatar } from './AvatarInput';
import { departmentOptions } from './options';
import { mobileRule } from './mobile';
import { FormDialog, useFormKit } from '../../shared/form';

interface Values {
  username: string;
  password?: string;
  email?: string;
  mobile?: string;
  roles: string[];
  departmentId?: number;
  enabled: boolean;
  avatar?: string;
}

interface Props {
  /** The account to edit; null adds one. */
  editing: StaffMember | null;
  open: boolean;
  /** Closes the form: after a save too. */
  onClose: () => void;
}

const USERNAME = /^[A-Za-z0-9_.-]{3,32}$/;

export function StaffForm({ editing, open, onClose }: Props) {
  const { t } = useTranslation('system');
  const [form] = Form.useForm<Values>();
  const queryClient = useQueryClient();
  const roles = useListRoles({ pageSize: 100 }, { query: { enabled: open } });
  const departments = useListDepartments({ query: { enabled: open } });
  // The account's `status` is the form's switch.
  const kit = useFormKit(form, { aliases: { status: 'enabled' }, onSaved: onClose });
  const save = useEditStaff({
    request: kit.request,
    mutation: { onSuccess: () => queryClient.invalidateQueries({ queryKey: getListStaffQueryKey().slice(0, 1) }) },
  });

  const initial: Partial<Values> = editing
    ? {
        username: editing.username,
        email: editing.email,
        mobile: editing.mobile,
        roles: editing.roles,
        departmentId: editing.departmentId || undefined,
        enabled: editing.status === 'enabled',
        avatar: editing.avatar,
      }
    : { roles: [], enabled: true };

  const submit = (v: Values) => {
    const body: StaffEdit = {
      username: v.username.trim(),
      roles: v.roles,
      departmentId: v.departmentId ?? 0,
      status: v.enabled ? 'enabled' : 'disabled',
      avatar: v.avatar ?? '',
    };
    if (editing) body.id = editing.id;
    if (v.email) body.email = v.email.trim();
    if (v.password) body.password = v.password;
    // On update an emptied field clears the number; a new account without one sends none.
    const mobile = v.mobile?.trim() ?? '';
    if (editing || mobile) body.mobile = mobile;
    void kit.save(() => save.mutateAsync({ data: body }));
  };

  return (
    <FormDialog<Values>
      kit={kit}
      open={open}
      title={editing ? t('staff.editTitle') : t('staff.addTitle')}
      onClose={onClose}
      name="staff"
      initialValues={initial}
      onFinish={submit}
    >
      <Form.Item
        name="username"
        label={t('staff.username')}
        rules={[
          { required: true, whitespace: true, message: t('common.required', { field: t('staff.username') }) },
          { pattern: USERNAME, message: t('staff.usernameRule') },
        ]}
      >
        <Input autoComplete="off" />
      </Form.Item>
      <Form.Item
        name="password"
        label={editing ? t('staff.newPassword') : t('staff.password')}
        extra={editing ? t('staff.passwordKeep') : undefined}
        rules={[
          { required: !editing, message: t('common.required', { field: t('staff.password') }) },
          { min: 6, message: t('staff.passwordShort') },
        ]}
      >
        <Input.Password autoComplete="new-password" />
      </Form.Item>
      <Form.Item name="email" label={t('staff.email')} rules={[{ type: 'email', message: t('staff.emailInvalid') }]}>
        <Input />
      </Form.Item>
      <Form.Item name="mobile" label={t('staff.mobile')} extra={t('staff.mobileExtra')} rules={[mobileRule(t)]}>
        <Input inputMode="numeric" maxLength={11} autoComplete="off" />
      </Form.Item>
      <Form.Item name="roles" label={t('staff.roles')}>
        <Select
          mode="multiple"
          loading={roles.isLoading}
          options={roles.data?.list.map((r) => ({ value: r.role, label: r.role }))}
        />
      </Form.Item>
      <Form.Item name="departmentId" label={t('staff.department')}>
        <TreeSelect allowClear treeDefaultExpandAll treeData={departmentOptions(departments.data?.list)} />
      </Form.Item>
      <Form.Item name="enabled" label={t('staff.status')} valuePropName="checked">
        <Switch checkedChildren={t('staff.enabled')} unCheckedChildren={t('staff.disabled')} />
      </Form.Item>
      <Form.Item
        name="avatar"
        label={t('staff.avatar')}
        rules={[{ validator: (_, v) => (validAvatar(v) ? Promise.resolve() : Promise.reject(new Error(t('avatar.invalid')))) }]}
      >
        <AvatarInput />
      </Form.Item>
    </FormDialog>
  );
}
