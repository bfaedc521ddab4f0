import { useState } from 'react';
import { Button, Card, Form, Input, InputNumber, Popconfirm, Select, Space, Table, Tag } from 'antd';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import {
  getAdminGoodsSpecIndexQueryKey,
  useAdminGoodsSpecAdd,
  useAdminGoodsSpecDestroy,
  useAdminGoodsSpecEdit,
  useAdminGoodsSpecIndex,
} from '../../../api/generated/goods/goods';
import type { SpecTemplate, SpecTemplateInput } from '../../../api/generated/model';
import { usePermission } from '../../../session/permission';
import { showSuccess } from '../../../app/feedback';
import { FormDialog, useFormKit } from '../../../shared/form';
import { RowAction } from '../../../shared/RowAction';

function SpecForm({ spec, onClose, onSaved }: { spec: SpecTemplate | null; onClose: () => void; onSaved: () => void }) {
  const { t } = useTranslation('goods');
  const [form] = Form.useForm<SpecTemplateInput>();
  const kit = useFormKit(form, {
    onSaved: () => {
      onSaved();
      onClose();
    },
  });
  const add = useAdminGoodsSpecAdd({ request: kit.request });
  const edit = useAdminGoodsSpecEdit({ request: kit.request });
  return (
    <FormDialog<SpecTemplateInput>
      kit={kit}
      title={spec ? t('spec.editTitle') : t('spec.addTitle')}
      onClose={onClose}
      okButtonProps={{ 'data-testid': 'spec-save' }}
      initialValues={spec ?? { values: [], sort: 0 }}
      onFinish={(v) => {
        const body = { ...v, name: v.name.trim() };
        void kit.save(() => (spec ? edit.mutateAsync({ data: { ...body, id: spec.id } }) : add.mutateAsync({ data: body })));
      }}
    >
      <Form.Item name="name" label={t('form.specName')} rules={[{ required: true, whitespace: true, message: t('form.specNameRule') }]}>
        <Input maxLength={20} data-testid="spec-library-name" />
      </Form.Item>
      <Form.Item name="values" label={t('form.specValues')} extra={t('spec.valuesHint')} rules={[{ required: true, message: t('form.specValuesRule') }]}>
        <Select mode="tags" suffixIcon={null} notFoundContent={null} tokenSeparators={[',', '，']} data-testid="spec-library-values" />
      </Form.Item>
      <Form.Item name="sort" label={t('goods.sort')}>
        <InputNumber min={0} max={100000} precision={0} />
      </Form.Item>
    </FormDialog>
  );
}

/** The spec library (`goods/norms`): named specs with values, picked from in the goods form. */
export default function SpecsPage() {
  const { t } = useTranslation('goods');
  const canWrite = usePermission('goods:spec:write');
  const queryClient = useQueryClient();
  const { data, isFetching } = useAdminGoodsSpecIndex();
  const [editing, setEditing] = useState<SpecTemplate | 'new' | null>(null);
  const refresh = () => queryClient.invalidateQueries({ queryKey: getAdminGoodsSpecIndexQueryKey() });
  const destroy = useAdminGoodsSpecDestroy({ mutation: { onSuccess: () => showSuccess(t('common.deleted')), onSettled: refresh } });
  const columns = [
    { key: 'name', dataIndex: 'name', title: t('form.specName') },
    { key: 'values', title: t('form.specValues'), render: (_: unknown, s: SpecTemplate) => s.values.map((v) => <Tag key={v}>{v}</Tag>) },
    { key: 'sort', dataIndex: 'sort', title: t('goods.sort') },
    ...(canWrite
      ? [
          {
            key: 'actions',
            title: t('common.actions'),
            render: (_: unknown, s: SpecTemplate) => (
              <Space>
                <RowAction onClick={() => setEditing(s)}>{t('common.edit')}</RowAction>
                <Popconfirm title={t('spec.deleteConfirm', { name: s.name })} onConfirm={() => destroy.mutate({ data: { id: s.id } })}>
                  <RowAction danger>{t('common.delete')}</RowAction>
                </Popconfirm>
              </Space>
            ),
          },
        ]
      : []),
  ];
  return (
    <Card
      title={t('spec.title')}
      extra={
        canWrite && (
          <Button type="primary" data-testid="spec-library-add" onClick={() => setEditing('new')}>
            {t('common.add')}
          </Button>
        )
      }
    >
      <Table<SpecTemplate> rowKey="id" loading={isFetching} columns={columns} dataSource={data?.list ?? []} pagination={false} />
      {editing && <SpecForm spec={editing === 'new' ? null : editing} onClose={() => setEditing(null)} onSaved={refresh} />}
    </Card>
  );
}
