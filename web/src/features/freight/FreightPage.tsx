import { Button, Card, Form, Input, Popconfirm, Select, Space } from 'antd';
import { useNavigate } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { adminFreightIndex, getAdminFreightIndexQueryKey, useAdminFreightDestroy, useAdminFreightIndex } from '../../api/generated/freight/freight';
import { AdminFreightIndexChargeType, type AdminFreightIndexParams, type FreightTemplate } from '../../api/generated/model';
import { DataTable, FilterBar, useList, type ListColumn } from '../../shared/list';
import { formatDateTime, formatMoney } from '../../shared/format';
import { usePermission } from '../../session/permission';
import { RowAction } from '../../shared/RowAction';
import { useRegionIndex } from './RegionsPicker';

export const FORM_PATH = '/goods/goods/freightForm';

/** Freight templates: how each charges, its default fee, its region rules and where it refuses. */
export default function FreightPage() {
  const { t } = useTranslation(['freight', 'shopUsers']);
  const list = useList('goods.freight');
  const canWrite = usePermission('goods:freight:write');
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const { index } = useRegionIndex();
  const params: AdminFreightIndexParams = { ...list.paging, keyword: list.text('keyword'), chargeType: list.oneOf('chargeType', AdminFreightIndexChargeType) };
  const query = useAdminFreightIndex(params, { query: list.queryOptions });
  const destroy = useAdminFreightDestroy({ mutation: { onSettled: () => queryClient.invalidateQueries({ queryKey: getAdminFreightIndexQueryKey() }) } });
  const names = (codes: string[]) => codes.map((c) => index.get(c)?.name ?? c).join('、');
  const defaultFee = (f: FreightTemplate) => {
    const unit = t(`unitNames.${f.chargeType}`);
    const r = f.defaultRule;
    return `${r.firstUnit}${unit} ¥${formatMoney(r.firstFee)} + ${r.extraUnit}${unit} ¥${formatMoney(r.extraFee)}`;
  };

  const columns: ListColumn<FreightTemplate>[] = [
    { key: 'name', title: t('name'), fixedVisible: true, exportValue: (f) => f.name },
    { key: 'chargeType', title: t('chargeType'), exportValue: (f) => t(`chargeTypes.${f.chargeType}`), render: (_, f) => t(`chargeTypes.${f.chargeType}`) },
    { key: 'defaultRule', title: t('defaultRule'), exportValue: defaultFee, render: (_, f) => defaultFee(f) },
    { key: 'rules', title: t('ruleCount'), align: 'right', exportValue: (f) => f.rules.length, render: (_, f) => f.rules.length },
    { key: 'freeRules', title: t('freeRules'), exportValue: (f) => f.freeRules.length, render: (_, f) => names(f.freeRules.flatMap((r) => r.regions)) || '—' },
    { key: 'noDelivery', title: t('noDelivery'), exportValue: (f) => names(f.noDelivery), render: (_, f) => names(f.noDelivery) || '—' },
    { key: 'updatedAt', title: t('updatedAt'), exportValue: (f) => formatDateTime(f.updatedAt), render: (v: string) => formatDateTime(v) },
    {
      key: 'actions',
      title: t('shopUsers:common.actions'),
      fixedVisible: true,
      render: (_, f) => (
        <Space>
          <RowAction onClick={() => navigate(`${FORM_PATH}?id=${f.id}`)}>{canWrite ? t('shopUsers:common.edit') : t('calc.title')}</RowAction>
          {canWrite && (
            <Popconfirm title={t('deleteConfirm', { name: f.name })} onConfirm={() => destroy.mutate({ data: { id: f.id } })}>
              <RowAction danger>{t('shopUsers:common.delete')}</RowAction>
            </Popconfirm>
          )}
        </Space>
      ),
    },
  ];

  return (
    <Card title={t('title')}>
      <FilterBar list={list}>
        <Form.Item name="keyword" label={t('shopUsers:common.keyword')}>
          <Input allowClear style={{ width: 180 }} />
        </Form.Item>
        <Form.Item name="chargeType" label={t('chargeType')}>
          <Select allowClear style={{ width: 120 }} options={(['piece', 'weight', 'volume'] as const).map((v) => ({ value: v, label: t(`chargeTypes.${v}`) }))} />
        </Form.Item>
      </FilterBar>
      <DataTable<FreightTemplate>
        list={list}
        columns={columns}
        query={query}
        exportPage={(page, signal) => adminFreightIndex({ ...params, ...page }, { signal })}
        toolbar={
          canWrite && (
            <Button type="primary" onClick={() => navigate(FORM_PATH)} data-testid="freight-add">
              {t('add')}
            </Button>
          )
        }
      />
    </Card>
  );
}
