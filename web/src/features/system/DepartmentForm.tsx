import { Form, Input, InputNumber, TreeSelect } from 'antd';
import { useTranslation } from 'react-i18next';
import { useQueryClient } from '@tanstack/react-query';
import type { Department } from '../../api/generated/model';
import { getListDepartmentsQueryKey, useEditDepartment } from '../../api/generated/system/system';
import { departmentOptions } from './options';
import { FormDialog, useFormKit } from '../../shared/form';

interface Values {
  name: string;
  parentId?: number;
  order: number;
}

interface Props {
  tree: Department[];
  /** The department to edit, or a new one's parent (id 0) when adding. */
  editing: { department: Department | null; parentId: number } | null;
  /** Closes the form: after a save too. */
  onClose: () => void;
}

/** Name, parent (never itself or below itself) and order of a department. */
export function DepartmentForm({ tree, editing, onClose }: Props) {
  const { t } = useTranslation('system');
  const [form] = Form.useForm<Values>();
  const queryClient = useQueryClient();
  const kit = useFormKit(form, { onSaved: onClose });
  const save = useEditDepartment({
    request: kit.request,
    mutation: { onSuccess: () => queryClient.invalidateQueries({ queryKey: getListDepartmentsQueryKey() }) },
  });
  const current = editing?.department ?? null;
  const initial: Partial<Values> = current
    ? { name: current.name, parentId: current.parentId || undefined, order: current.order }
    : { parentId: editing?.parentId || undefined, order: 0 };

  return (
    <FormDialog<Values>
      kit={kit}
      open={editing !== null}
      title={current ? t('department.editTitle') : t('department.addTitle')}
      onClose={onClose}
      name="department"
      initialValues={initial}
      onFinish={(v) =>
        void kit.save(() =>
          save.mutateAsync({
            data: { ...(current ? { id: current.id } : {}), name: v.name.trim(), parentId: v.parentId ?? 0, order: v.order ?? 0 },
          }),
        )
      }
    >
      <Form.Item name="parentId" label={t('department.parent')}>
        <TreeSelect
          allowClear
          placeholder={t('department.top')}
          treeDefaultExpandAll
          treeData={departmentOptions(tree, current?.id)}
        />
      </Form.Item>
      <Form.Item
        name="name"
        label={t('department.name')}
        rules={[
          { required: true, whitespace: true, message: t('common.required', { field: t('department.name') }) },
          { max: 64 },
        ]}
      >
        <Input />
      </Form.Item>
      <Form.Item name="order" label={t('department.order')}>
        <InputNumber min={0} max={100000} precision={0} />
      </Form.Item>
    </FormDialog>
  );
}
