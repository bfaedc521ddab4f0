import { Card, Select, Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { useAdminMerchantApplicationIndex } from '../../api/generated/merchant/merchant';
import { MerchantApplicationState, type MerchantApplication } from '../../api/generated/model';
import { formatDateTime } from '../../shared/format';
import { DataTable, type ListColumn, useLocalList } from '../../shared/list';
import { ReviewActions } from './ReviewActions';
import { STATE_COLOR } from './states';

/** The platform's review list: every shop's application, by state, the last changed first. */
export function ReviewList() {
  const { t } = useTranslation('merchant');
  const list = useLocalList('merchant.review', { pageSize: 10 });
  const state = list.oneOf('state', MerchantApplicationState);
  const query = useAdminMerchantApplicationIndex({ state, ...list.paging }, { query: list.queryOptions });
  const columns: ListColumn<MerchantApplication>[] = [
    { key: 'shopName', title: t('fields.shopName'), render: (v: string, a) => (a.own ? <>{v} <Tag>{t('review.own')}</Tag></> : v) },
    { key: 'companyName', title: t('review.subject'), render: (v: string, a) => v || a.legalName },
    { key: 'kind', title: t('kind.label'), render: (v: string) => (v ? t(`kind.${v as 'company'}`) : '') },
    { key: 'state', title: t('review.state'), render: (s: MerchantApplicationState) => <Tag color={STATE_COLOR[s]}>{t(`state.${s}`)}</Tag> },
    { key: 'reason', title: t('review.reason') },
    { key: 'updatedAt', title: t('review.updatedAt'), render: (v: string | null) => (v ? formatDateTime(v) : '') },
    { key: 'actions', title: t('review.actions'), render: (_: unknown, a) => <ReviewActions application={a} size="small" /> },
  ];
  return (
    <Card
      size="small"
      title={t('review.title')}
      extra={
        <Select
          allowClear
          size="small"
          style={{ width: 180 }}
          placeholder={t('review.allStates')}
          value={state}
          onChange={(v?: MerchantApplicationState) => list.setFilters({ state: v })}
          options={Object.values(MerchantApplicationState).map((s) => ({ value: s, label: t(`state.${s}`) }))}
          data-testid="merchant-review-state"
        />
      }
      data-testid="merchant-review-list"
    >
      <DataTable<MerchantApplication>
        list={list}
        columns={columns}
        query={query}
        size="small"
        views={false}
        columnChooser={false}
        sizeChanger={false}
      />
    </Card>
  );
}
