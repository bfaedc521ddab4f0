import { useEffect, useState } from 'react';
import { Button, Card, Col, Form, Input, Radio, Row, Space, Spin } from 'antd';
import { MinusCircleOutlined, PlusOutlined } from '@ant-design/icons';
import { useNavigate, useSearchParams } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { getAdminFreightIndexQueryKey, useAdminFreightAdd, useAdminFreightDetail, useAdminFreightEdit } from '../../api/generated/freight/freight';
import type { FreightTemplate } from '../../api/generated/model';
import { usePermission } from '../../session/permission';
import { useFormKit } from '../../shared/form';
import { CalculateBox } from './CalculateBox';
import { RegionsPicker } from './RegionsPicker';
import { fromTemplate, MONEY, NEW_TEMPLATE, toInput, toPricing, UNITS, WHOLE, type ChargeType, type FreightFormValues } from './convert';

export const LIST_PATH = '/goods/goods/freight';

/** The rule editor of one freight template (`?id=` edits, none adds), with the calculate box. */
export default function FreightFormPage() {
  const { t } = useTranslation(['freight', 'shopUsers']);
  const [search] = useSearchParams();
  const id = Number(search.get('id')) || undefined;
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const canWrite = usePermission('goods:freight:write');
  const [form] = Form.useForm<FreightFormValues>();
  const charge = Form.useWatch('chargeType', form) as ChargeType | undefined;
  const [leave, setLeave] = useState(false);
  const kit = useFormKit<FreightFormValues, FreightTemplate>(form, {
    page: true,
    onSaved: () => {
      void queryClient.invalidateQueries({ queryKey: getAdminFreightIndexQueryKey() });
      setLeave(true);
    },
  });
  const { reset, dirty } = kit;
  const detail = useAdminFreightDetail({ id: id ?? 0 }, { query: { enabled: id !== undefined } });
  useEffect(() => {
    if (id === undefined) reset(NEW_TEMPLATE);
    else if (detail.data) reset(fromTemplate(detail.data));
  }, [id, detail.data, reset]);
  // Back to the list once the saved form is clean (the leave guard has nothing to ask).
  useEffect(() => {
    if (leave && !dirty) navigate(LIST_PATH);
  }, [leave, dirty, navigate]);
  const add = useAdminFreightAdd({ request: kit.request });
  const edit = useAdminFreightEdit({ request: kit.request });

  const unit = t(`unitNames.${charge ?? 'piece'}`);
  const units = [
    { required: true, message: t('unitsRule') },
    { pattern: charge === 'piece' ? WHOLE : UNITS, message: charge === 'piece' ? t('wholeRule') : t('unitsRule') },
  ];
  const money = [{ required: true, message: t('moneyRule') }, { pattern: MONEY, message: t('moneyRule') }];
  const feeFields = (prefix: (string | number)[]) => (
    <Row gutter={12}>
      <Col span={6}>
        <Form.Item name={[...prefix, 'firstUnit']} label={t('firstUnit', { unit })} rules={units}>
          <Input />
        </Form.Item>
      </Col>
      <Col span={6}>
        <Form.Item name={[...prefix, 'firstFee']} label={t('firstFee')} rules={money}>
          <Input />
        </Form.Item>
      </Col>
      <Col span={6}>
        <Form.Item name={[...prefix, 'extraUnit']} label={t('extraUnit', { unit })} rules={units}>
          <Input />
        </Form.Item>
      </Col>
      <Col span={6}>
        <Form.Item name={[...prefix, 'extraFee']} label={t('extraFee')} rules={money}>
          <Input />
        </Form.Item>
      </Col>
    </Row>
  );
  const regionsRule = [{ required: true, type: 'array' as const, min: 1, message: t('regionsRequired') }];

  if (id !== undefined && detail.isPending) return <Spin />;
  return (
    <Space direction="vertical" style={{ width: '100%' }} size={16}>
      <Card
        title={id ? t('editTitle') : t('addTitle')}
        extra={<Button onClick={() => navigate(LIST_PATH)}>{t('back')}</Button>}
      >
        <Form<FreightFormValues>
          {...kit.formProps}
          layout="vertical"
          disabled={!canWrite}
          data-testid="freight-form"
          onFinish={(v) => void kit.save(() => (id ? edit.mutateAsync({ data: toInput(v, id) }) : add.mutateAsync({ data: toInput(v) })))}
        >
          <Form.Item name="name" label={t('name')} rules={[{ required: true, whitespace: true, message: t('required', { field: t('name') }) }]}>
            <Input maxLength={40} style={{ maxWidth: 400 }} data-testid="freight-name" />
          </Form.Item>
          <Form.Item name="chargeType" label={t('chargeType')}>
            <Radio.Group options={(['piece', 'weight', 'volume'] as const).map((v) => ({ value: v, label: t(`chargeTypes.${v}`) }))} />
          </Form.Item>
          <Card type="inner" size="small" title={t('defaultRule')} extra={t('defaultRuleHint')} style={{ marginBottom: 16 }}>
            {feeFields(['defaultRule'])}
          </Card>
          <Card type="inner" size="small" title={t('rules')} style={{ marginBottom: 16 }}>
            <Form.List name="rules">
              {(fields, { add: addRow, remove }) => (
                <>
                  {fields.map((f) => (
                    <div key={f.key} data-testid="freight-rule">
                      <Row gutter={12} align="middle">
                        <Col flex="auto">
                          <Form.Item name={[f.name, 'regions']} label={t('regions')} rules={regionsRule}>
                            <RegionsPicker />
                          </Form.Item>
                        </Col>
                        <Col>
                          <Button type="text" danger icon={<MinusCircleOutlined />} onClick={() => remove(f.name)} aria-label={t('removeRow')} />
                        </Col>
                      </Row>
                      {feeFields([f.name])}
                    </div>
                  ))}
                  <Button type="dashed" icon={<PlusOutlined />} onClick={() => addRow({ regions: [], ...form.getFieldValue('defaultRule') })}>
                    {t('addRule')}
                  </Button>
                </>
              )}
            </Form.List>
          </Card>
          <Card type="inner" size="small" title={t('freeRules')} extra={t('thresholdHint')} style={{ marginBottom: 16 }}>
            <Form.List name="freeRules">
              {(fields, { add: addRow, remove }) => (
                <>
                  {fields.map((f) => (
                    <Row gutter={12} key={f.key} align="middle" data-testid="freight-free">
                      <Col flex="auto">
                        <Form.Item name={[f.name, 'regions']} label={t('regions')} rules={regionsRule}>
                          <RegionsPicker />
                        </Form.Item>
                      </Col>
                      <Col span={5}>
                        <Form.Item name={[f.name, 'minUnits']} label={t('minUnits', { unit })} rules={[{ pattern: charge === 'piece' ? WHOLE : UNITS, message: t('unitsRule') }]}>
                          <Input />
                        </Form.Item>
                      </Col>
                      <Col span={5}>
                        <Form.Item name={[f.name, 'minAmount']} label={t('minAmount')} rules={[{ pattern: MONEY, message: t('moneyRule') }]}>
                          <Input />
                        </Form.Item>
                      </Col>
                      <Col>
                        <Button type="text" danger icon={<MinusCircleOutlined />} onClick={() => remove(f.name)} aria-label={t('removeRow')} />
                      </Col>
                    </Row>
                  ))}
                  <Button type="dashed" icon={<PlusOutlined />} onClick={() => addRow({ regions: [] })}>
                    {t('addFree')}
                  </Button>
                </>
              )}
            </Form.List>
          </Card>
          <Form.Item name="noDelivery" label={t('noDelivery')} extra={t('noDeliveryHint')}>
            <RegionsPicker testId="freight-no-delivery" />
          </Form.Item>
          {canWrite && (
            <Button type="primary" htmlType="submit" loading={kit.saving} data-testid="freight-save">
              {t('save')}
            </Button>
          )}
        </Form>
      </Card>
      <CalculateBox charge={charge} pricing={() => toPricing(form.getFieldsValue(true) as FreightFormValues)} />
    </Space>
  );
}
