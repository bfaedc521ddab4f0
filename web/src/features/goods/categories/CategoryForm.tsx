import { Form, Input, InputNumber, Switch, TreeSelect } from 'antd';
import { useTranslation } from 'react-i18next';
import { useAdminGoodsCategoryAdd, useAdminGoodsCategoryEdit } from '../../../api/generated/goods/goods';
import type { Category, CategoryInput } from '../../../api/generated/model';
import { FormDialog, useFormKit } from '../../../shared/form';
import { toTree, type CategoryNode } from './tree';

type TreeOption = { value: number; title: string; disabled?: boolean; children?: TreeOption[] };

/** Parents a category may take: levels 1 and 2, never itself or its branch. */
function parentOptions(nodes: CategoryNode[], self?: number): TreeOption[] {
  return nodes
    .filter((n) => n.level < 3 && n.id !== self)
    .map((n) => ({ value: n.id, title: n.name, ...(n.children ? { children: parentOptions(n.children, self) } : {}) }));
}

/** Adds a category (under `parentId`) or edits one; a refusal naming a field shows on it. */
export function CategoryForm({
  category,
  parentId,
  rows,
  onClose,
  onSaved,
}: {
  category: Category | null;
  parentId: number;
  rows: Category[];
  onClose: () => void;
  onSaved: () => void;
}) {
  const { t } = useTranslation('goods');
  const [form] = Form.useForm<CategoryInput>();
  const kit = useFormKit(form, {
    onSaved: () => {
      onSaved();
      onClose();
    },
  });
  const add = useAdminGoodsCategoryAdd({ request: kit.request });
  const edit = useAdminGoodsCategoryEdit({ request: kit.request });
  const options = [{ value: 0, title: t('category.top') }, ...parentOptions(toTree(rows), category?.id)];

  return (
    <FormDialog<CategoryInput>
      kit={kit}
      title={category ? t('category.editTitle') : t('category.addTitle')}
      onClose={onClose}
      okButtonProps={{ 'data-testid': 'category-save' }}
      initialValues={category ?? { parentId, visible: true, sort: 0 }}
      onFinish={(v) => {
        const body = { ...v, name: v.name.trim(), parentId: v.parentId ?? 0 };
        void kit.save(() => (category ? edit.mutateAsync({ data: { ...body, id: category.id } }) : add.mutateAsync({ data: body })));
      }}
    >
      <Form.Item name="parentId" label={t('category.parent')}>
        <TreeSelect treeData={options} treeDefaultExpandAll data-testid="category-parent" />
      </Form.Item>
      <Form.Item name="name" label={t('category.name')} rules={[{ required: true, whitespace: true, message: t('category.nameRule') }]}>
        <Input maxLength={20} data-testid="category-name" />
      </Form.Item>
      <Form.Item name="image" label={t('category.image')} rules={[{ type: 'url', message: t('category.imageRule') }]}>
        <Input maxLength={2000} placeholder="https://" />
      </Form.Item>
      <Form.Item name="sort" label={t('category.sort')}>
        <InputNumber min={0} max={100000} precision={0} style={{ width: '100%' }} />
      </Form.Item>
      <Form.Item name="visible" label={t('category.visible')} valuePropName="checked">
        <Switch />
      </Form.Item>
    </FormDialog>
  );
}
