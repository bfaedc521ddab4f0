import { Card, Form, Input, Select, Space, Typography } from 'antd';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { adminAfterSaleIndex, useAdminAfterSaleIndex } from '../../api/generated/orders/orders';
import { AfterSaleKind, AfterSaleTabParameter, RightsFilterParameter, type AdminAfterSaleIndexParams, type AfterSale } from '../../api/generated/model';
import { DataTable, FilterBar, ListTabs, useList, type ListColumn } from '../../shared/list';
import { formatDateTime, formatMoney, NONE } from '../../shared/format';
import { RowAction } from '../../shared/RowAction';
import { AfterSaleStatusTag } from './StatusTag';
import { AfterSaleGoods, deadlineText, TwoLines } from './afterSaleParts';
import { RightsTag } from './rights';

const TABS = Object.values(AfterSaleTabParameter);

/** The after-sales: tabs by status with their counts, filters, the claimed item in each row, its deadline. */
export default function AfterSaleListPage() {
  const { t } = useTranslation('orders');
  const list = useList('orders.afterSales');
  const navigate = useNavigate();
  const tab = list.oneOf('tab', AfterSaleTabParameter) ?? 'all';
  const params: AdminAfterSaleIndexParams = {
    ...list.paging,
    tab,
    sn: list.text('sn'),
    buyer: list.text('buyer'),
    kind: list.oneOf('kind', AfterSaleKind),
    rights: list.oneOf('rights', RightsFilterParameter),
    startDate: list.text('startDate'),
    endDate: list.text('endDate'),
  };
  const query = useAdminAfterSaleIndex(params, { query: list.queryOptions });
  const open = (a: AfterSale) => navigate(`/order/refundetail/${a.id}`);
  const kind = (a: AfterSale) => t(`afterSale.kind.${a.kind}`);

  const columns: ListColumn<AfterSale>[] = [
    {
      key: 'sn',
      title: t('afterSale.list.sn'),
      fixedVisible: true,
      exportValue: (a) => a.sn,
      render: (_, a) => (
        <div>
          <RowAction testId={`aftersale-${a.id}`} onClick={() => open(a)}>
            {a.sn}
          </RowAction>
          <Typography.Text type="secondary" style={{ display: 'block', fontSize: 12, whiteSpace: 'nowrap' }}>
            {t('afterSale.list.orderSn', { sn: a.orderSn })}
          </Typography.Text>
        </div>
      ),
    },
    { key: 'orderSn', title: t('detail.sn'), exportOnly: true, exportValue: (a) => a.orderSn },
    {
      key: 'goods',
      title: t('afterSale.list.goods'),
      exportValue: (a) => `${a.goodsName} ${a.skuText} × ${a.quantity}`,
      render: (_, a) => <AfterSaleGoods afterSale={a} />,
    },
    { key: 'kind', title: t('afterSale.list.kind'), exportValue: kind, render: (_, a) => kind(a) },
    {
      key: 'amount',
      title: t('afterSale.list.amount'),
      align: 'right',
      exportValue: (a) => Number(a.amount),
      render: (_, a) => <TwoLines first={formatMoney(a.amount)} second={t(`payWay.${a.payWay}`)} />,
    },
    {
      key: 'buyer',
      title: t('afterSale.list.buyer'),
      exportValue: (a) => `${a.user.nickname} ${a.user.mobile}`,
      render: (_, a) => <TwoLines first={a.user.nickname} second={a.user.mobile} />,
    },
    {
      key: 'status',
      title: t('afterSale.list.status'),
      exportValue: (a) => t(`afterSale.status.${a.status}`) + (a.rights ? ` ${t('afterSale.rights.tag', { status: t(`afterSale.rights.status.${a.rights.status}`) })}` : ''),
      render: (_, a) => (
        <Space orientation="vertical" size={4}>
          <AfterSaleStatusTag status={a.status} />
          <RightsTag rights={a.rights} compact />
        </Space>
      ),
    },
    {
      key: 'deadline',
      title: t('afterSale.list.deadline'),
      exportValue: (a) => deadlineText(t, a) ?? '',
      render: (_, a) => {
        const text = deadlineText(t, a);
        return text ? <Typography.Text type="warning">{text}</Typography.Text> : NONE;
      },
    },
    {
      key: 'createdAt',
      title: t('afterSale.list.createdAt'),
      exportValue: (a) => formatDateTime(a.createdAt),
      // Day over time: the column stays narrow enough for the row to fit at 1440 px.
      render: (v: string) => {
        const [day, time] = formatDateTime(v).split(' ');
        return <TwoLines first={day} second={time} />;
      },
    },
    {
      key: 'actions',
      title: t('afterSale.list.actions'),
      fixedVisible: true,
      render: (_, a) => (
        <RowAction testId={`aftersale-open-${a.id}`} onClick={() => open(a)}>
          {t('afterSale.list.detail')}
        </RowAction>
      ),
    },
  ];

  return (
    <Card title={t('afterSale.list.title')}>
      <ListTabs list={list} filter="tab" tabs={TABS} active={tab} label={(k) => t(`afterSale.list.tabs.${k}`)} answer={query.data} />
      <FilterBar list={list} dates datesLabel={t('afterSale.list.createdAt')}>
        <Form.Item name="sn" label={t('afterSale.list.snFilter')}>
          <Input allowClear maxLength={24} style={{ width: 200 }} data-testid="aftersale-sn" />
        </Form.Item>
        <Form.Item name="buyer" label={t('afterSale.list.buyer')}>
          <Input allowClear maxLength={32} placeholder={t('afterSale.list.buyerHint')} style={{ width: 180 }} />
        </Form.Item>
        <Form.Item name="kind" label={t('afterSale.list.kind')}>
          <Select allowClear style={{ width: 140 }} options={Object.values(AfterSaleKind).map((k) => ({ value: k, label: t(`afterSale.kind.${k}`) }))} />
        </Form.Item>
        <Form.Item name="rights" label={t('afterSale.rights.filter')}>
          <Select
            allowClear
            style={{ width: 130 }}
            data-testid="aftersale-rights"
            options={Object.values(RightsFilterParameter).map((k) => ({ value: k, label: t(`afterSale.rights.filters.${k}`) }))}
          />
        </Form.Item>
      </FilterBar>
      <DataTable<AfterSale> list={list} columns={columns} query={query} exportPage={(page, signal) => adminAfterSaleIndex({ ...params, ...page }, { signal })} />
    </Card>
  );
}
