import { Checkbox, Form, Input } from 'antd';
import { useTranslation } from 'react-i18next';
import type { RequestOptions } from '../../api/http';
import { FormDialog, useFormKit } from '../form';

export interface ViewNameValues {
  name: string;
  isDefault: boolean;
}

interface Props {
  title: string;
  initial: ViewNameValues;
  /** Offers the "use when the list opens" box (saving a new view). */
  withDefault: boolean;
  /** Saves with `request`, so a refusal naming the view's name shows on the field. */
  onSave: (values: ViewNameValues, request: RequestOptions) => Promise<unknown>;
  onClose: () => void;
}

/** Names a view: a new one from the current filters, or a rename; a clash shows on the name. */
export function ViewNameDialog({ title, initial, withDefault, onSave, onClose }: Props) {
  const { t } = useTranslation('list');
  const [form] = Form.useForm<ViewNameValues>();
  const kit = useFormKit(form, { success: t('views.saved'), onSaved: onClose });
  return (
    <FormDialog<ViewNameValues>
      kit={kit}
      title={title}
      okText={t('views.ok')}
      onClose={onClose}
      name="view-name"
      initialValues={initial}
      onFinish={(v) => void kit.save(() => onSave({ ...v, name: v.name.trim() }, kit.request))}
    >
      <Form.Item
        name="name"
        label={t('views.name')}
        rules={[
          { required: true, whitespace: true, message: t('views.nameRequired') },
          { max: 32, message: t('views.nameTooLong') },
        ]}
      >
        <Input autoFocus maxLength={32} data-testid="view-name" />
      </Form.Item>
      {withDefault && (
        <Form.Item name="isDefault" valuePropName="checked" noStyle>
          <Checkbox>{t('views.makeDefault')}</Checkbox>
        </Form.Item>
      )}
    </FormDialog>
  );
}
