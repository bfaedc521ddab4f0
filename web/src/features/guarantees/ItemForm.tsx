import { Form, Input, InputNumber } from 'antd';
import { useTranslation } from 'react-i18next';
import type { Guarantee, GuaranteeInput } from '../../api/generated/model';
import { FormDialog, useFormKit } from '../../shared/form';
import { kinds, type Kind } from './kinds';

/** Adds or edits one after-sale service or guarantee text. */
export function ItemForm({ kind, item, onClose, onSaved }: { kind: Kind; item: Guarantee | null; onClose: () => void; onSaved: () => void }) {
  const { t } = useTranslation('guarantees');
  const [form] = Form.useForm<GuaranteeInput>();
  const kit = useFormKit(form, {
    onSaved: () => {
      onSaved();
      onClose();
    },
  });
  const api = kinds[kind];
  const add = api.useAdd({ request: kit.request });
  const edit = api.useEdit({ request: kit.request });
  const required = (field: string) => ({ required: true, whitespace: true, message: t('required', { field }) });
  return (
    <FormDialog<GuaranteeInput>
      kit={kit}
      title={item ? t(`${kind}.editTitle`) : t(`${kind}.addTitle`)}
      onClose={onClose}
      okButtonProps={{ 'data-testid': 'item-save' }}
      initialValues={item ?? { sort: 0 }}
      onFinish={(v) => {
        const data: GuaranteeInput = { title: v.title.trim(), content: v.content.trim(), sort: v.sort ?? 0 };
        void kit.save(() => (item ? edit.mutateAsync({ data: { ...data, id: item.id } }) : add.mutateAsync({ data })));
      }}
    >
      <Form.Item name="title" label={t('itemTitle')} rules={[required(t('itemTitle'))]}>
        <Input maxLength={40} data-testid="item-title" />
      </Form.Item>
      <Form.Item name="content" label={t('content')} rules={[required(t('content'))]}>
        <Input.TextArea maxLength={500} rows={4} showCount data-testid="item-content" />
      </Form.Item>
      <Form.Item name="sort" label={t('sort')} extra={t('sortHint')}>
        <InputNumber min={0} max={9999} precision={0} style={{ width: 160 }} />
      </Form.Item>
    </FormDialog>
  );
}
