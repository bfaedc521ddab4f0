import { Form, Input, InputNumber } from 'antd';
import { useTranslation } from 'react-i18next';
import { FilterBar } from '../list/FilterBar';
import type { ListParams } from '../list/useListParams';

/** The user and keyword filters of the address, favourite and browsing lists. */
export function RowFilters({ list, keywordHint }: { list: ListParams; keywordHint: string }) {
  const { t } = useTranslation('shopUsers');
  return (
    <FilterBar list={list}>
      <Form.Item name="userId" label={t('common.userId')}>
        <InputNumber min={1} precision={0} style={{ width: 120 }} />
      </Form.Item>
      <Form.Item name="keyword" label={t('common.keyword')}>
        <Input allowClear placeholder={keywordHint} style={{ width: 200 }} />
      </Form.Item>
    </FilterBar>
  );
}
