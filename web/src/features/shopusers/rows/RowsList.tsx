import { Card, Form, Input, InputNumber } from 'antd';
import { useTranslation } from 'react-i18next';
import type { AdminUserAddressIndexParams } from '../../../api/generated/model';
import { DataTable, FilterBar, type ListColumn, type ListQuery, type ListState, type Page, type Paging } from '../../../shared/list';

/**
 * The index params of the address, favourite and browsing lists (the three endpoints take
 * the same ones): the user and keyword filters of the URL.
 */
export function rowsParams(list: ListState): AdminUserAddressIndexParams {
  return { ...list.paging, userId: list.int('userId'), keyword: list.text('keyword') };
}

interface RowsListProps<T> {
  title: string;
  keywordHint: string;
  list: ListState;
  columns: ListColumn<T>[];
  query: ListQuery<T>;
  exportPage: (paging: Paging, signal?: AbortSignal) => Promise<Page<T>>;
}

/** A list of the users' addresses, favourites or visits: filtered by user and keyword, exportable. */
export function RowsList<T extends { id: number }>({ title, keywordHint, list, ...table }: RowsListProps<T>) {
  const { t } = useTranslation('shopUsers');
  return (
    <Card title={title}>
      <FilterBar list={list} numeric={['userId']}>
        <Form.Item name="userId" label={t('common.userId')}>
          <InputNumber min={1} precision={0} style={{ width: 120 }} />
        </Form.Item>
        <Form.Item name="keyword" label={t('common.keyword')}>
          <Input allowClear placeholder={keywordHint} style={{ width: 200 }} />
        </Form.Item>
      </FilterBar>
      <DataTable<T> list={list} {...table} />
    </Card>
  );
}
