import { Form, Input, InputNumber, Rate, Select, Slider, Switch } from 'antd';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { getGetDemoTableListQueryKey, useEditDemoTableRow } from '../../../api/generated/demo/demo';
import type { DemoTableRow, DemoTableRowInput } from '../../../api/generated/model';
import { FormDialog, useFormKit } from '../../../shared/form';

const STATUSES = ['published', 'draft', 'deleted'] as const;

interface Props {
  /** The row to edit, `null` to add one, `undefined` when closed. */
  row: DemoTableRow | null | undefined;
  /** Closes the dialog: after a save too. */
  onClose(): void;
}

const EMPTY: DemoTableRowInput = {
  title: '',
  author: '',
  status: 'draft',
  rate: 3,
  switch: false,
  percent: 90,
  percentage: 0,
  pageViews: 0,
  description: '',
};

/** Adds or edits one table row; the fields are the editable ones of the contract's DemoTableRowInput. */
export function RowDialog({ row, onClose }: Props) {
  const { t } = useTranslation('demo');
  const [form] = Form.useForm<DemoTableRowInput>();
  const queryClient = useQueryClient();
  const kit = useFormKit(form, { success: t('saved'), onSaved: onClose });
  const save = useEditDemoTableRow({
    request: kit.request,
    mutation: { onSuccess: () => queryClient.invalidateQueries({ queryKey: getGetDemoTableListQueryKey() }) },
  });
  const required = (field: string) => [{ required: true, whitespace: true, message: t('table.required', { field }) }];

  return (
    <FormDialog<DemoTableRowInput>
      kit={kit}
      open={row !== undefined}
      title={row ? t('table.editTitle') : t('table.addTitle')}
      onClose={onClose}
      name="demo-row"
      initialValues={row ? { ...EMPTY, ...row } : EMPTY}
      onFinish={(values) => void kit.save(() => save.mutateAsync({ data: row ? { ...values, id: row.id } : values }))}
    >
      <Form.Item name="title" label={t('table.title')} rules={required(t('table.title'))}>
        <Input maxLength={100} />
      </Form.Item>
      <Form.Item name="author" label={t('table.author')} rules={required(t('table.author'))}>
        <Input maxLength={50} />
      </Form.Item>
      <Form.Item name="status" label={t('table.status')}>
        <Select options={STATUSES.map((s) => ({ value: s, label: t(`status.${s}`) }))} />
      </Form.Item>
      <Form.Item name="rate" label={t('table.rate')}>
        <Rate />
      </Form.Item>
      <Form.Item name="switch" label={t('table.switch')} valuePropName="checked">
        <Switch />
      </Form.Item>
      <Form.Item name="percentage" label={t('table.percentage')}>
        <Slider min={0} max={100} />
      </Form.Item>
      <Form.Item name="percent" label={t('table.percent')}>
        <InputNumber min={0} max={100} />
      </Form.Item>
      <Form.Item name="pageViews" label={t('table.pageViews')}>
        <InputNumber min={0} max={100000000} />
      </Form.Item>
      <Form.Item name="description" label={t('table.description')}>
        <Input.TextArea maxLength={500} rows={3} />
      </Form.Item>
    </FormDialog>
  );
}
