import { useEffect, useState } from 'react';
import { Button, Form, Input, InputNumber, Space, Table, type FormInstance } from 'antd';
import { useTranslation } from 'react-i18next';
import { batchFill, comboKey, regenerate, totalStock, usableSpecs, type BatchPatch, type SkuRow } from './skuGrid';
import type { GoodsFormValues } from './convert';
import { SkuPicture } from './SkuPicture';

const MONEY = /^\d{1,10}(\.\d{1,2})?$/;

/**
 * The SKU grid: one row per combination of the specs' values (one row for a single spec),
 * regenerated when the specs change, rows of staying combinations kept; batch fill on top.
 */
export function SkuGrid({ form }: { form: FormInstance<GoodsFormValues> }) {
  const { t } = useTranslation('goods');
  const specType = Form.useWatch('specType', form);
  const specs = Form.useWatch('specs', form);
  const rows: SkuRow[] = Form.useWatch('skus', { form, preserve: true }) ?? [];
  const used = specType === 'multi' ? usableSpecs(specs) : [];
  const shape = JSON.stringify(used);
  const [patch, setPatch] = useState<BatchPatch>({});

  // biome-ignore lint/correctness/useExhaustiveDependencies: the specs' shape decides; the rows are read as they are now
  useEffect(() => {
    const current: SkuRow[] = form.getFieldValue('skus') ?? [];
    const next = regenerate(used, current);
    if (next.map((r) => comboKey(r.specs)).join('\n') !== current.map((r) => comboKey(r.specs)).join('\n')) {
      form.setFieldValue('skus', next);
    }
  }, [shape, form]);

  const money = (name: string) => ({ pattern: MONEY, message: t('form.moneyRule', { field: name }) });
  const columns = [
    ...used.map((s, i) => ({ key: `spec${i}`, title: s.name, render: (_: unknown, r: SkuRow) => r.specs[i] })),
    {
      key: 'picture',
      title: t('form.skuPicture'),
      render: (_: unknown, __: SkuRow, i: number) => (
        <Form.Item name={['skus', i, 'pictureId']} style={{ margin: 0 }}>
          <SkuPicture index={i} />
        </Form.Item>
      ),
    },
    {
      key: 'price',
      title: t('form.price'),
      render: (_: unknown, __: SkuRow, i: number) => (
        <Form.Item name={['skus', i, 'price']} rules={[money(t('form.price'))]} noStyle={false} style={{ margin: 0 }}>
          <Input style={{ width: 100 }} data-testid={`sku-price-${i}`} />
        </Form.Item>
      ),
    },
    {
      key: 'marketPrice',
      title: t('form.marketPrice'),
      render: (_: unknown, __: SkuRow, i: number) => (
        <Form.Item name={['skus', i, 'marketPrice']} rules={[money(t('form.marketPrice'))]} style={{ margin: 0 }}>
          <Input style={{ width: 100 }} />
        </Form.Item>
      ),
    },
    {
      key: 'stock',
      title: t('form.stock'),
      render: (_: unknown, __: SkuRow, i: number) => (
        <Form.Item name={['skus', i, 'stock']} style={{ margin: 0 }}>
          <InputNumber min={0} precision={0} style={{ width: 100 }} data-testid={`sku-stock-${i}`} />
        </Form.Item>
      ),
    },
    {
      key: 'weight',
      title: t('form.weight'),
      render: (_: unknown, __: SkuRow, i: number) => (
        <Form.Item name={['skus', i, 'weight']} style={{ margin: 0 }}>
          <InputNumber min={0} precision={0} style={{ width: 90 }} />
        </Form.Item>
      ),
    },
    {
      key: 'barcode',
      title: t('form.barcode'),
      render: (_: unknown, __: SkuRow, i: number) => (
        <Form.Item name={['skus', i, 'barcode']} style={{ margin: 0 }}>
          <Input maxLength={32} style={{ width: 140 }} />
        </Form.Item>
      ),
    },
  ];

  return (
    <Space direction="vertical" style={{ width: '100%' }}>
      {specType === 'multi' && (
        <Space wrap data-testid="sku-batch">
          <span>{t('form.batchFill')}</span>
          <Input placeholder={t('form.price')} style={{ width: 100 }} value={patch.price} onChange={(e) => setPatch({ ...patch, price: e.target.value })} data-testid="batch-price" />
          <InputNumber placeholder={t('form.stock')} min={0} precision={0} value={patch.stock} onChange={(v) => setPatch({ ...patch, stock: v ?? undefined })} data-testid="batch-stock" />
          <InputNumber placeholder={t('form.weight')} min={0} precision={0} value={patch.weight} onChange={(v) => setPatch({ ...patch, weight: v ?? undefined })} />
          <Button
            data-testid="batch-fill"
            onClick={() => {
              form.setFieldValue('skus', batchFill(form.getFieldValue('skus') ?? [], patch));
              form.validateFields(['skus']).catch(() => undefined);
            }}
          >
            {t('form.fill')}
          </Button>
        </Space>
      )}
      <Table<SkuRow>
        data-testid="sku-grid"
        size="small"
        rowKey={(r) => comboKey(r.specs) || 'single'}
        columns={columns}
        dataSource={rows}
        pagination={false}
        scroll={{ x: 'max-content' }}
      />
      <span data-testid="sku-total">{t('form.totalStock', { n: totalStock(rows) })}</span>
    </Space>
  );
}
