import { Alert, Checkbox, Divider, Form, Input, Space } from 'antd';
import { useTranslation } from 'react-i18next';
import { useQueryClient } from '@tanstack/react-query';
import type { Permission, Role } from '../../api/generated/model';
import { getListRolesQueryKey, useEditRole, useListPermissions } from '../../api/generated/system/system';
import { FormDialog, useFormKit } from '../../shared/form';

interface Values {
  role: string;
  btnRolesCheckedList: string[];
}

interface Props {
  editing: Role | null;
  open: boolean;
  /** Closes the form: after a save too. */
  onClose: () => void;
}

/** Groups codes by business area, in the order the server lists them. */
function groups(list: Permission[]): [string, Permission[]][] {
  const out = new Map<string, Permission[]>();
  for (const p of list) out.set(p.group, [...(out.get(p.group) ?? []), p]);
  return [...out];
}

/** A role's name and the permission codes it grants: exactly those the server lists. */
export function RoleForm({ editing, open, onClose }: Props) {
  const { t } = useTranslation('system');
  const [form] = Form.useForm<Values>();
  const queryClient = useQueryClient();
  const permissions = useListPermissions({ query: { enabled: open } });
  const kit = useFormKit(form, { onSaved: onClose });
  const save = useEditRole({
    request: kit.request,
    mutation: { onSuccess: () => queryClient.invalidateQueries({ queryKey: getListRolesQueryKey().slice(0, 1) }) },
  });
  const groupTitle = (g: string) => t(`role.group.${g}`, { defaultValue: g });

  return (
    <FormDialog<Values>
      kit={kit}
      open={open}
      title={editing ? t('role.editTitle') : t('role.addTitle')}
      onClose={onClose}
      width={640}
      name="role"
      initialValues={editing ? { role: editing.role, btnRolesCheckedList: editing.btnRolesCheckedList } : { btnRolesCheckedList: [] }}
      onFinish={(v) =>
        void kit.save(() =>
          save.mutateAsync({ data: { ...(editing ? { id: editing.id } : {}), role: v.role.trim(), btnRolesCheckedList: v.btnRolesCheckedList } }),
        )
      }
    >
      <Form.Item
        name="role"
        label={t('role.name')}
        rules={[
          { required: true, whitespace: true, message: t('common.required', { field: t('role.name') }) },
          { max: 32 },
        ]}
      >
        <Input />
      </Form.Item>
      {editing?.role === 'Admin' && <Alert type="info" showIcon title={t('role.adminHint')} style={{ marginBottom: 16 }} />}
      <Form.Item name="btnRolesCheckedList" label={t('role.permissions')}>
        <Checkbox.Group style={{ width: '100%' }}>
          <Space orientation="vertical" style={{ width: '100%' }}>
            {groups(permissions.data?.list ?? []).map(([group, list]) => (
              <div key={group}>
                <Divider titlePlacement="start" plain style={{ margin: '4px 0' }}>
                  {groupTitle(group)}
                </Divider>
                <Space wrap>
                  {list.map((p) => (
                    <Checkbox key={p.code} value={p.code}>
                      {p.label} <code>{p.code}</code>
                    </Checkbox>
                  ))}
                </Space>
              </div>
            ))}
          </Space>
        </Checkbox.Group>
      </Form.Item>
    </FormDialog>
  );
}
