import { useMemo } from 'react';
import { Button, Card, Form, Image, Input, InputNumber, Popconfirm, Popover, Space, Spin, Table, Tag, TreeSelect, Typography } from 'antd';
import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import {
  adminGoodsIndex,
  getAdminGoodsIndexQueryKey,
  useAdminGoodsCategoryIndex,
  useAdminGoodsDestroy,
  useAdminGoodsDetail,
  useAdminGoodsIndex,
  useAdminGoodsRecycle,
  useAdminGoodsRestore,
  useAdminGoodsUpdateSort,
  useAdminGoodsUpdateStatus,
} from '../../../api/generated/goods/goods';
import { GoodsSortParameter, GoodsTabParameter, type AdminGoodsIndexParams, type GoodsRow } from '../../../api/generated/model';
import { DataTable, FilterBar, ListTabs, useList, type ListColumn } from '../../../shared/list';
import { formatDateTime, formatMoney } from '../../../shared/format';
import { usePermission } from '../../../session/permission';
import { showSuccess } from '../../../app/feedback';
import { RowAction } from '../../../shared/RowAction';
import { toTree, type CategoryNode } from '../categories/tree';
import { thumbOf } from '../thumb';

const TABS = ['all', 'on', 'off', 'soldOut', 'warning', 'recycle'] as const;
type TabKey = (typeof TABS)[number];

type TreeOption = { value: number; title: string; children?: TreeOption[] };
const treeData = (nodes: CategoryNode[]): TreeOption[] =>
  nodes.map((n) => ({ value: n.id, title: n.name, ...(n.children ? { children: treeData(n.children) } : {}) }));

/** The SKUs of a goods and their stock, shown from the stock cell: read when it first opens (the list carries no SKUs). */
function SkuStock({ id }: { id: number }) {
  const { t } = useTranslation('goods');
  const detail = useAdminGoodsDetail({ id });
  if (!detail.data) return <Spin size="small" spinning={detail.isLoading} />;
  return (
    <Table
      size="small"
      rowKey="id"
      pagination={false}
      dataSource={detail.data.skus}
      columns={[
        { key: 'specs', title: t('goods.sku'), render: (_, s) => (s.specs.length ? s.specs.join(' / ') : t('goods.singleSpec')) },
        { key: 'price', title: t('goods.price'), align: 'right', render: (_, s) => formatMoney(s.price) },
        { key: 'stock', title: t('goods.stock'), align: 'right', dataIndex: 'stock' },
      ]}
    />
  );
}

/** The goods list: tabs by status with their counts, filters, batch actions, inline sort numbers. */
export default function GoodsListPage() {
  const { t } = useTranslation('goods');
  const list = useList('goods.list', { defaultSort: 'sort' });
  const canWrite = usePermission('goods:goods:write');
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const tab: TabKey = list.oneOf('tab', GoodsTabParameter) ?? 'all';
  const params: AdminGoodsIndexParams = {
    ...list.paging,
    tab,
    keyword: list.text('keyword'),
    categoryId: list.int('categoryId'),
    minPrice: list.text('minPrice'),
    maxPrice: list.text('maxPrice'),
    startDate: list.text('startDate'),
    endDate: list.text('endDate'),
    sort: list.sortOf(GoodsSortParameter),
  };
  const query = useAdminGoodsIndex(params, { query: list.queryOptions });
  const categories = useAdminGoodsCategoryIndex().data?.list;
  const categoryTree = useMemo(() => treeData(toTree(categories ?? [])), [categories]);

  const refresh = () => queryClient.invalidateQueries({ queryKey: getAdminGoodsIndexQueryKey() });
  const done = { mutation: { onSuccess: () => showSuccess(t('goods.done')), onSettled: refresh } };
  // Taking off and putting on say what changed, and on how many goods.
  const status = useAdminGoodsUpdateStatus({
    mutation: {
      onSuccess: (_, { data }) => showSuccess(t(data.status === 'off' ? 'goods.tookOff' : 'goods.putOnDone', { n: data.ids.length })),
      onSettled: refresh,
    },
  });
  const recycle = useAdminGoodsRecycle(done);
  const restore = useAdminGoodsRestore(done);
  const destroy = useAdminGoodsDestroy(done);
  const sort = useAdminGoodsUpdateSort(done);
  const edit = (g: GoodsRow) => navigate(`/goods/goodsdetail/${g.id}`);

  const columns: ListColumn<GoodsRow>[] = [
    {
      key: 'name',
      title: t('goods.name'),
      fixedVisible: true,
      exportValue: (g) => g.name,
      render: (_, g) => (
        <Space>
          {g.pictures[0] && <Image src={thumbOf(g.pictures[0])} preview={{ src: g.pictures[0].url }} width={40} height={40} alt="" />}
          <Typography.Text style={{ maxWidth: 260 }} ellipsis={{ tooltip: g.name }}>
            {g.name}
          </Typography.Text>
        </Space>
      ),
    },
    { key: 'categoryPath', title: t('goods.category'), exportValue: (g) => g.categoryPath },
    { key: 'price', title: t('goods.price'), sortField: 'price', align: 'right', exportValue: (g) => Number(g.price), render: (v: string) => formatMoney(v) },
    {
      key: 'stock',
      title: t('goods.stock'),
      sortField: 'stock',
      align: 'right',
      exportValue: (g) => g.stock,
      render: (_, g) => (
        <Popover title={t('goods.skuStock')} content={<SkuStock id={g.id} />} trigger="click">
          <RowAction testId={`goods-stock-${g.id}`}>
            <span style={{ color: g.stock <= g.stockWarning ? '#f5222d' : undefined }}>{g.stock}</span>
          </RowAction>
        </Popover>
      ),
    },
    { key: 'sales', title: t('goods.sales'), sortField: 'sales', align: 'right', exportValue: (g) => g.sales },
    {
      key: 'sort',
      title: t('goods.sort'),
      exportValue: (g) => g.sort,
      render: (_, g) =>
        canWrite ? (
          <InputNumber
            size="small"
            min={0}
            max={100000}
            precision={0}
            defaultValue={g.sort}
            style={{ width: 80 }}
            aria-label={t('goods.sortOf', { name: g.name })}
            onBlur={(e) => {
              const v = Number(e.target.value);
              if (Number.isInteger(v) && v >= 0 && v !== g.sort) sort.mutate({ data: { id: g.id, sort: v } });
            }}
          />
        ) : (
          g.sort
        ),
    },
    {
      key: 'status',
      title: t('goods.status'),
      exportValue: (g) => t(`goods.statuses.${g.status}`),
      render: (_, g) => <Tag color={{ on: 'green', off: 'default', recycle: 'red' }[g.status]}>{t(`goods.statuses.${g.status}`)}</Tag>,
    },
    { key: 'createdAt', title: t('goods.createdAt'), sortField: 'createdAt', exportValue: (g) => formatDateTime(g.createdAt), render: (v: string) => formatDateTime(v) },
    {
      key: 'actions',
      title: t('common.actions'),
      fixedVisible: true,
      render: (_, g) =>
        canWrite && (
          <Space>
            <RowAction testId={`goods-edit-${g.id}`} onClick={() => edit(g)}>
              {t('common.edit')}
            </RowAction>
            {g.status === 'recycle' ? (
              <RowAction onClick={() => restore.mutate({ data: { ids: [g.id] } })}>{t('goods.restore')}</RowAction>
            ) : (
              g.status === 'on' ? (
                <Popconfirm
                  title={t('goods.offOneConfirm', { name: g.name })}
                  onConfirm={() => status.mutate({ data: { ids: [g.id], status: 'off' } })}
                >
                  <RowAction testId={`goods-off-${g.id}`}>{t('goods.takeOff')}</RowAction>
                </Popconfirm>
              ) : (
                <RowAction testId={`goods-on-${g.id}`} onClick={() => status.mutate({ data: { ids: [g.id], status: 'on' } })}>
                  {t('goods.putOn')}
                </RowAction>
              )
            )}
          </Space>
        ),
    },
  ];

  const confirm = (title: string, onConfirm: () => void, label: string, testId: string, danger = false) => (
    <Popconfirm title={title} onConfirm={onConfirm}>
      <Button size="small" danger={danger} data-testid={testId}>
        {label}
      </Button>
    </Popconfirm>
  );

  const batch = canWrite
    ? (rows: GoodsRow[], clear: () => void) => {
        const ids = rows.map((r) => r.id);
        const n = ids.length;
        const after = () => clear();
        if (tab === 'recycle') {
          return (
            <Space>
              {confirm(t('goods.restoreConfirm', { n }), () => restore.mutate({ data: { ids } }, { onSuccess: after }), t('goods.restore'), 'goods-batch-restore')}
              {confirm(t('goods.destroyConfirm', { n }), () => destroy.mutate({ data: { ids } }, { onSuccess: after }), t('goods.destroy'), 'goods-batch-destroy', true)}
            </Space>
          );
        }
        return (
          <Space>
            {confirm(t('goods.onConfirm', { n }), () => status.mutate({ data: { ids, status: 'on' } }, { onSuccess: after }), t('goods.putOn'), 'goods-batch-on')}
            {confirm(t('goods.offConfirm', { n }), () => status.mutate({ data: { ids, status: 'off' } }, { onSuccess: after }), t('goods.takeOff'), 'goods-batch-off')}
            {confirm(t('goods.recycleConfirm', { n }), () => recycle.mutate({ data: { ids } }, { onSuccess: after }), t('goods.recycle'), 'goods-batch-recycle', true)}
          </Space>
        );
      }
    : undefined;

  return (
    <Card title={t('goods.title')}>
      <ListTabs list={list} filter="tab" tabs={TABS} active={tab} label={(k) => t(`goods.tabs.${k}`)} answer={query.data} />
      <FilterBar list={list} dates datesLabel={t('goods.createdAt')} numeric={['categoryId']}>
        <Form.Item name="keyword" label={t('goods.keyword')}>
          <Input allowClear placeholder={t('goods.keywordHint')} style={{ width: 200 }} data-testid="goods-keyword" />
        </Form.Item>
        <Form.Item name="categoryId" label={t('goods.category')}>
          <TreeSelect allowClear treeData={categoryTree} style={{ width: 200 }} />
        </Form.Item>
        <Form.Item name="minPrice" label={t('goods.minPrice')}>
          <Input allowClear style={{ width: 90 }} />
        </Form.Item>
        <Form.Item name="maxPrice" label={t('goods.maxPrice')}>
          <Input allowClear style={{ width: 90 }} />
        </Form.Item>
      </FilterBar>
      <DataTable<GoodsRow>
        list={list}
        columns={columns}
        query={query}
        batch={batch}
        exportPage={(page, signal) => adminGoodsIndex({ ...params, ...page }, { signal })}
        toolbar={
          canWrite && (
            <Space>
              <Button type="primary" data-testid="goods-add" onClick={() => navigate('/goods/form')}>
                {t('goods.publish')}
              </Button>
              <Button onClick={() => navigate('/goods/goods/category/form')}>{t('category.title')}</Button>
            </Space>
          )
        }
      />
    </Card>
  );
}
