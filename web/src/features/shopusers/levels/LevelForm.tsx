import { Form, Input, InputNumber } from 'antd';
import { useTranslation } from 'react-i18next';
import { useAdminUserLevelAdd, useAdminUserLevelEdit } from '../../../api/generated/shopusers/shopusers';
import type { Level, LevelInput } from '../../../api/generated/model';
import { FormDialog, useFormKit } from '../../../shared/form';

const DISCOUNT = /^(10(\.0)?|\d(\.\d)?)$/;

/** Adds or edits a level; a clash of name or threshold shows on its field. */
export function LevelForm({ level, onClose, onSaved }: { level: Level | null; onClose: () => void; onSaved: () => void }) {
  const { t } = useTranslation('shopUsers');
  const [form] = Form.useForm<LevelInput>();
  const kit = useFormKit(form, {
    onSaved: () => {
      onSaved();
      onClose();
    },
  });
  const add = useAdminUserLevelAdd({ request: kit.request });
  const edit = useAdminUserLevelEdit({ request: kit.request });

  return (
    <FormDialog<LevelInput>
      kit={kit}
      title={level ? t('level.editTitle') : t('level.addTitle')}
      onClose={onClose}
      okButtonProps={{ 'data-testid': 'level-save' }}
      initialValues={level ?? { discount: '10', growthValue: 0 }}
      onFinish={(v) => {
        const body = { ...v, name: v.name.trim() };
        void kit.save(() => (level ? edit.mutateAsync({ data: { ...body, id: level.id, sort: level.sort } }) : add.mutateAsync({ data: body })));
      }}
    >
      <Form.Item name="name" label={t('level.name')} rules={[{ required: true, whitespace: true, message: t('level.nameRule') }]}>
        <Input maxLength={32} data-testid="level-name" />
      </Form.Item>
      <Form.Item name="growthValue" label={t('level.growthValue')} rules={[{ required: true, type: 'integer', min: 0, message: t('level.growthRule') }]}>
        <InputNumber min={0} precision={0} style={{ width: '100%' }} data-testid="level-growth" />
      </Form.Item>
      <Form.Item
        name="discount"
        label={t('level.discount')}
        extra={t('level.discountHint')}
        rules={[{ required: true, pattern: DISCOUNT, message: t('level.discountRule') }]}
      >
        <Input data-testid="level-discount" />
      </Form.Item>
      <Form.Item name="privilege" label={t('level.privilege')}>
        <Input.TextArea maxLength={500} rows={2} />
      </Form.Item>
      <Form.Item name="image" label={t('level.image')}>
        <Input maxLength={500} />
      </Form.Item>
      <Form.Item name="backgroundImage" label={t('level.backgroundImage')}>
        <Input maxLength={500} />
      </Form.Item>
    </FormDialog>
  );
}
