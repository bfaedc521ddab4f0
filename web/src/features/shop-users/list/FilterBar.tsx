import { useEffect, type ReactNode } from 'react';
import { Button, DatePicker, Form, Space } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useTranslation } from 'react-i18next';
import type { ListParams } from './useListParams';

type FormValues = Record<string, unknown> & { dates?: [Dayjs, Dayjs] | null };

/**
 * The filter row of a list: fields are initialised from the URL and written back to it on
 * search. A `dates` field maps to the startDate / endDate query parameters.
 */
export function FilterBar({ list, children, dates }: { list: ListParams; children: ReactNode; dates?: boolean }) {
  const { t } = useTranslation('shopUsers');
  const [form] = Form.useForm<FormValues>();
  const { filters } = list;

  useEffect(() => {
    const values: FormValues = { ...filters };
    if (dates) values.dates = filters.startDate && filters.endDate ? [dayjs(filters.startDate), dayjs(filters.endDate)] : null;
    form.resetFields();
    form.setFieldsValue(values);
  }, [filters, form, dates]);

  const onFinish = (values: FormValues) => {
    const next: Record<string, string | undefined> = {};
    for (const [k, v] of Object.entries(values)) {
      if (k === 'dates') continue;
      next[k] = v === undefined || v === null || v === '' ? undefined : String(v).trim();
    }
    if (dates && values.dates) {
      next.startDate = values.dates[0].format('YYYY-MM-DD');
      next.endDate = values.dates[1].format('YYYY-MM-DD');
    }
    list.setFilters(next);
  };

  return (
    <Form form={form} layout="inline" onFinish={onFinish} style={{ marginBottom: 16, rowGap: 8 }}>
      {children}
      {dates && (
        <Form.Item name="dates" label={t('common.dateRange')}>
          <DatePicker.RangePicker allowEmpty={[false, false]} />
        </Form.Item>
      )}
      <Form.Item>
        <Space>
          <Button type="primary" htmlType="submit" data-testid="filter-search">
            {t('common.search')}
          </Button>
          <Button onClick={() => list.setFilters({})}>{t('common.reset')}</Button>
        </Space>
      </Form.Item>
    </Form>
  );
}
