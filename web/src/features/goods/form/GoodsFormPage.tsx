import { useEffect, useMemo, useRef } from 'react';
import { Button, Card, Cascader, Form, Input, InputNumber, Radio, Select, Space, Spin } from 'antd';
import { useQueryClient } from '@tanstack/react-query';
import { useNavigate, useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import {
  getAdminGoodsDetailQueryKey,
  getAdminGoodsIndexQueryKey,
  useAdminGoodsAdd,
  useAdminGoodsAttributeIndex,
  useAdminGoodsCategoryIndex,
  useAdminGoodsDetail,
  useAdminGoodsEdit,
} from '../../../api/generated/goods/goods';
import type { Goods } from '../../../api/generated/model';
import { usePermission } from '../../../session/permission';
import { useFormKit } from '../../../shared/form';
import { cascaderOptions } from '../categories/tree';
import { alignAttributes, rowsFor } from './attributes';
import { AttributeRows } from './AttributeRows';
import { emptyGoods, toForm, toInput, type GoodsFormValues } from './convert';
import { PicturesField } from './PicturesField';
import { RichText } from './RichText';
import { SkuGrid } from './SkuGrid';
import { SpecsEditor } from './SpecsEditor';

/** Publish a goods (`goods/form`) or edit one (`goods/detail`, route `goodsdetail/:id`): the same form. */
export default function GoodsFormPage() {
  const { t } = useTranslation('goods');
  const { id: idParam } = useParams();
  const id = idParam && /^\d+$/.test(idParam) ? Number(idParam) : undefined;
  const canWrite = usePermission('goods:goods:write');
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [form] = Form.useForm<GoodsFormValues>();
  const status = useRef<'on' | 'off'>('off');
  const kit = useFormKit<GoodsFormValues, { data?: Goods } | unknown>(form, { page: true });
  const { reset } = kit;
  const categories = useAdminGoodsCategoryIndex().data?.list;
  const options = useMemo(() => cascaderOptions(categories ?? []), [categories]);
  const detail = useAdminGoodsDetail({ id: id ?? 0 }, { query: { enabled: id !== undefined } });
  const specType = Form.useWatch('specType', form);
  const freightType = Form.useWatch('freightType', form);
  const categoryPath = Form.useWatch('categoryPath', form);
  const categoryId = categoryPath?.length ? categoryPath[categoryPath.length - 1] : undefined;
  const templates = useAdminGoodsAttributeIndex({ categoryId }, { query: { enabled: categoryId !== undefined } });
  const rows = useMemo(() => rowsFor(templates.data?.list, categoryId), [templates.data, categoryId]);
  const shape = JSON.stringify(rows);

  // A new goods starts empty once; an edited one from the server (again after each save).
  useEffect(() => {
    if (id === undefined) reset(emptyGoods);
  }, [id, reset]);
  useEffect(() => {
    if (id !== undefined && detail.data && categories) reset(toForm(detail.data, categories));
  }, [id, detail.data, categories, reset]);

  // The category's rows, what was filled under the same names kept (a goods keeps its copy).
  // biome-ignore lint/correctness/useExhaustiveDependencies: the rows' shape decides; a load brings other values
  useEffect(() => {
    form.setFieldValue('attributes', alignAttributes(rows, form.getFieldValue('attributes')));
  }, [shape, detail.data, form]);

  const mutation = {
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: getAdminGoodsIndexQueryKey() });
      if (id) void queryClient.invalidateQueries({ queryKey: getAdminGoodsDetailQueryKey({ id }) });
    },
  };
  const add = useAdminGoodsAdd({ request: kit.request, mutation });
  const edit = useAdminGoodsEdit({ request: kit.request, mutation });

  // Every value of the form, the SKU rows' ids and combinations too (they have no field).
  const save = () => {
    const data = toInput(form.getFieldsValue(true), status.current, id);
    void kit.save(async () => {
      const saved = id ? await edit.mutateAsync({ data }) : await add.mutateAsync({ data });
      if (!id) setTimeout(() => navigate(`/goods/goodsdetail/${saved.id}`), 0);
      return saved;
    });
  };
  const submit = (s: 'on' | 'off') => {
    status.current = s;
    form.submit();
  };

  if (id !== undefined && detail.isLoading) return <Spin />;
  return (
    <Card title={id ? t('form.editTitle') : t('form.addTitle')}>
      <Form<GoodsFormValues> {...kit.formProps} layout="vertical" disabled={!canWrite} initialValues={emptyGoods} onFinish={save} data-testid="goods-form">
        <Card type="inner" title={t('form.basic')}>
          <Form.Item name="name" label={t('goods.name')} rules={[{ required: true, whitespace: true, message: t('form.nameRule') }]}>
            <Input maxLength={60} showCount data-testid="goods-name" />
          </Form.Item>
          <Form.Item name="categoryPath" label={t('goods.category')} extra={t('form.categoryHint')}>
            <Cascader options={options} style={{ width: 360 }} data-testid="goods-category" />
          </Form.Item>
          <AttributeRows rows={rows} />
          <Form.Item name="pictures" label={t('form.pictures')} extra={t('form.picturesHint')}>
            <PicturesField />
          </Form.Item>
          <Form.Item name="video" label={t('form.video')} rules={[{ type: 'url', message: t('form.urlRule') }]}>
            <Input placeholder="https://" style={{ width: 420 }} />
          </Form.Item>
          <Space>
            <Form.Item name="sort" label={t('goods.sort')}>
              <InputNumber min={0} max={100000} precision={0} />
            </Form.Item>
            <Form.Item name="stockWarning" label={t('form.stockWarning')}>
              <InputNumber min={0} precision={0} />
            </Form.Item>
          </Space>
        </Card>
        <Card type="inner" title={t('form.specsTitle')} style={{ marginTop: 16 }}>
          <Form.Item name="specType" label={t('form.specType')}>
            <Radio.Group
              data-testid="spec-type"
              options={[
                { value: 'single', label: t('form.single') },
                { value: 'multi', label: t('form.multi') },
              ]}
            />
          </Form.Item>
          {specType === 'multi' && <SpecsEditor />}
          <SkuGrid form={form} />
        </Card>
        <Card type="inner" title={t('form.delivery')} style={{ marginTop: 16 }}>
          <Form.Item name="freightType" label={t('form.freight')}>
            <Radio.Group
              options={(['free', 'flat', 'template'] as const).map((v) => ({ value: v, label: t(`form.freights.${v}`) }))}
            />
          </Form.Item>
          {freightType === 'flat' && (
            <Form.Item name="freightFee" label={t('form.freightFee')} rules={[{ required: true, pattern: /^\d{1,10}(\.\d{1,2})?$/, message: t('form.moneyRule', { field: t('form.freightFee') }) }]}>
              <Input style={{ width: 140 }} />
            </Form.Item>
          )}
          {freightType === 'template' && (
            <Form.Item name="freightTemplateId" label={t('form.freightTemplate')} rules={[{ required: true, message: t('form.freightTemplateRule') }]}>
              <InputNumber min={1} precision={0} style={{ width: 140 }} />
            </Form.Item>
          )}
          <Form.Item name="serviceIds" label={t('form.services')} extra={t('form.servicesHint')}>
            <Select mode="tags" open={false} style={{ width: 360 }} />
          </Form.Item>
        </Card>
        <Card type="inner" title={t('form.description')} style={{ marginTop: 16 }}>
          <Form.Item name="description">
            <RichText />
          </Form.Item>
        </Card>
        {canWrite && (
          <Space style={{ marginTop: 16 }}>
            <Button onClick={() => submit('off')} loading={kit.saving} data-testid="goods-save-draft">
              {t('form.saveDraft')}
            </Button>
            <Button type="primary" onClick={() => submit('on')} loading={kit.saving} data-testid="goods-publish">
              {t('form.publish')}
            </Button>
          </Space>
        )}
      </Form>
    </Card>
  );
}
