import { useState } from 'react';
import { Card, Select, Table, Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { useAdminMerchantApplicationIndex } from '../../api/generated/merchant/merchant';
import { MerchantApplicationState, type MerchantApplication } from '../../api/generated/model';
import { formatDateTime } from '../../shared/format';
import { ReviewActions } from './ReviewActions';
import { STATE_COLOR } from './states';

/** The platform's review list: every shop's application, by state, the last changed first. */
export function ReviewList() {
  const { t } = useTranslation('merchant');
  const [state, setState] = useState<MerchantApplicationState>();
  const [page, setPage] = useState(1);
  const list = useAdminMerchantApplicationIndex({ state, pageNo: page, pageSize: 10 });
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
          onChange={(v) => {
            setState(v);
            setPage(1);
          }}
          options={Object.values(MerchantApplicationState).map((s) => ({ value: s, label: t(`state.${s}`) }))}
          data-testid="merchant-review-state"
        />
      }
      data-testid="merchant-review-list"
    >
      <Table<MerchantApplication>
        size="small"
        rowKey="id"
        loading={list.isPending}
        dataSource={list.data?.list ?? []}
        scroll={{ x: 'max-content' }}
        pagination={{ current: page, pageSize: 10, total: list.data?.total ?? 0, onChange: setPage, showSizeChanger: false }}
        columns={[
          { title: t('fields.shopName'), dataIndex: 'shopName', render: (v: string, a) => (a.own ? <>{v} <Tag>{t('review.own')}</Tag></> : v) },
          { title: t('review.subject'), dataIndex: 'companyName', render: (v: string, a) => v || a.legalName },
          { title: t('kind.label'), dataIndex: 'kind', render: (v: string) => (v ? t(`kind.${v as 'company'}`) : '') },
          { title: t('review.state'), dataIndex: 'state', render: (s: MerchantApplicationState) => <Tag color={STATE_COLOR[s]}>{t(`state.${s}`)}</Tag> },
          { title: t('review.reason'), dataIndex: 'reason' },
          { title: t('review.updatedAt'), dataIndex: 'updatedAt', render: (v: string | null) => (v ? formatDateTime(v) : '') },
          { title: t('review.actions'), key: 'actions', render: (_: unknown, a) => <ReviewActions application={a} size="small" /> },
        ]}
      />
    </Card>
  );
}
