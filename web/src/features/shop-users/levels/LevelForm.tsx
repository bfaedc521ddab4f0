import { Form, Input, InputNumber, Modal } from 'antd';
import { useTranslation } from 'react-i18next';
import { useAdminUserLevelAdd, useAdminUserLevelEdit } from '../../../api/generated/shop-users/shop-users';
import type { Level, LevelInput } from '../../../api/generated/model';
import { isApiError } from '../../../api/ApiError';
import { showSuccess } from '../../../app/feedback';

const DISCOUNT = /^(10(\.0)?|\d(\.\d)?)$/;

/** Adds or edits a level; a clash of name or threshold shows on its field. */
export function LevelForm({ level, onClose, onSaved }: { level: Level | null; onClose: () => void; onSaved: () => void }) {
  const { t } = useTranslation('shopUsers');
  const [form] = Form.useForm<LevelInput>();
  const done = {
    onSuccess: () => {
      showSuccess(t('common.saved'));
      onSaved();
      onClose();
    },
    onError: (e: unknown) => {
      const field = isApiError(e) ? (e.data as { field?: string } | null)?.field : undefined;
      if (field && isApiError(e)) form.setFields([{ name: field as keyof LevelInput, errors: [e.msg] }]);
    },
  };
  const add = useAdminUserLevelAdd({ mutation: done });
  const edit = useAdminUserLevelEdit({ mutation: done });

  return (
    <Modal
      open
      title={level ? t('level.editTitle') : t('level.addTitle')}
      okText={t('common.save')}
      cancelText={t('common.cancel')}
      confirmLoading={add.isPending || edit.isPending}
      onCancel={onClose}
      onOk={() => form.submit()}
      okButtonProps={{ 'data-testid': 'level-save' }}
    >
      <Form<LevelInput>
        form={form}
        layout="vertical"
        initialValues={level ?? { discount: '10', growthValue: 0 }}
        onFinish={(v) => {
          const body = { ...v, name: v.name.trim() };
          if (level) edit.mutate({ data: { ...body, id: level.id, sort: level.sort } });
          else add.mutate({ data: body });
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
      </Form>
    </Modal>
  );
}
