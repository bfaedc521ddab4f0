import { useEffect, useRef, type ReactNode } from 'react';
import { Button, DatePicker, Form, Space } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useTranslation } from 'react-i18next';
import type { ListParams } from './useListParams';

type FormValues = Record<string, unknown> & { dates?: [Dayjs, Dayjs] | null };

interface FilterBarProps {
  list: ListParams;
  /** The filter fields: Form.Items named as the URL's (and the API's) parameters. */
  children: ReactNode;
  /** Adds a date range kept as the startDate / endDate parameters (YYYY-MM-DD). */
  dates?: boolean;
  /** The date range's label, when not plain "dates". */
  datesLabel?: string;
  /** Fields whose form value is a number (a TreeSelect of ids, an InputNumber). */
  numeric?: string[];
}

function filterKey(filters: Record<string, string>): string {
  return JSON.stringify(Object.entries(filters).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)));
}

/** The filter row of a list: fields start from the URL and are written back to it on search. */
export function FilterBar({ list, children, dates, datesLabel, numeric = [] }: FilterBarProps) {
  const { t } = useTranslation('list');
  const [form] = Form.useForm<FormValues>();
  const { filters } = list;
  const numbers = numeric.join(',');
  // The filters this form just searched for: the form already shows them, and refilling it
  // when they reach the URL would undo whatever was typed meanwhile.
  const searched = useRef<string | null>(null);

  useEffect(() => {
    const key = filterKey(filters);
    if (searched.current === key) return;
    searched.current = null;
    const values: FormValues = {};
    for (const [k, v] of Object.entries(filters)) values[k] = numbers.split(',').includes(k) && /^\d+$/.test(v) ? Number(v) : v;
    if (dates) values.dates = filters.startDate && filters.endDate ? [dayjs(filters.startDate), dayjs(filters.endDate)] : null;
    form.resetFields();
    form.setFieldsValue(values);
  }, [filters, form, dates, numbers]);

  const onFinish = (values: FormValues) => {
    const next: Record<string, string> = {};
    for (const [k, v] of Object.entries(values)) {
      const text = k === 'dates' || v === undefined || v === null ? '' : String(v).trim();
      if (text !== '') next[k] = text;
      if (typeof v === 'string' && v !== text) form.setFieldValue(k, text);
    }
    if (dates && values.dates) {
      next.startDate = values.dates[0].format('YYYY-MM-DD');
      next.endDate = values.dates[1].format('YYYY-MM-DD');
    }
    searched.current = filterKey(next);
    list.setFilters(next);
  };

  return (
    <Form form={form} layout="inline" onFinish={onFinish} style={{ marginBottom: 16, rowGap: 8 }}>
      {children}
      {dates && (
        <Form.Item name="dates" label={datesLabel ?? t('dateRange')}>
          <DatePicker.RangePicker allowEmpty={[false, false]} />
        </Form.Item>
      )}
      <Form.Item>
        <Space>
          <Button type="primary" htmlType="submit" data-testid="filter-search">
            {t('search')}
          </Button>
          <Button data-testid="filter-reset" onClick={() => list.setFilters({})}>
            {t('reset')}
          </Button>
        </Space>
      </Form.Item>
    </Form>
  );
}
