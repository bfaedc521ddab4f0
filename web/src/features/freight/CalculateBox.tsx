import { useState } from 'react';
import { Alert, Button, Card, Form, Input, InputNumber } from 'antd';
import { useTranslation } from 'react-i18next';
import { useAdminFreightCalculate } from '../../api/generated/freight/freight';
import type { FreightCalculateRequest, FreightPricing, FreightQuote } from '../../api/generated/model';
import { RegionCascader } from '../regions/RegionCascader';
import { formatMoney } from '../../shared/format';
import { MONEY, UNITS } from './convert';

interface CalcValues {
  region?: string[];
  quantity?: number;
  weight?: string;
  volume?: string;
  amount?: string;
}

/**
 * Prices a parcel with the rules as they stand in the editor (nothing is saved): the fee and
 * the rule that gave it, free shipping, or the region the template does not deliver to.
 */
export function CalculateBox({ charge, pricing }: { charge: FreightPricing['chargeType'] | undefined; pricing: () => FreightPricing | null }) {
  const { t } = useTranslation('freight');
  const [form] = Form.useForm<CalcValues>();
  const [quote, setQuote] = useState<FreightQuote | null>(null);
  const calculate = useAdminFreightCalculate();
  const run = (v: CalcValues) => {
    const template = pricing();
    if (!template) return;
    const body: FreightCalculateRequest = { template, regionCode: v.region?.at(-1) ?? '', quantity: v.quantity ?? 0 };
    if (v.weight?.trim()) body.weight = v.weight.trim();
    if (v.volume?.trim()) body.volume = v.volume.trim();
    if (v.amount?.trim()) body.amount = v.amount.trim();
    setQuote(null);
    calculate.mutate({ data: body }, { onSuccess: setQuote });
  };
  return (
    <Card title={t('calc.title')} size="small" extra={t('calc.hint')} data-testid="freight-calc">
      <Form<CalcValues> form={form} layout="inline" onFinish={run} initialValues={{ quantity: 1 }}>
        <Form.Item name="region" label={t('calc.region')} rules={[{ required: true, message: t('regionsRequired') }]}>
          <RegionCascader style={{ width: 260 }} data-testid="calc-region" />
        </Form.Item>
        <Form.Item name="quantity" label={t('calc.quantity')}>
          <InputNumber min={0} max={100000} precision={0} data-testid="calc-quantity" />
        </Form.Item>
        {charge === 'weight' && (
          <Form.Item name="weight" label={t('calc.weight')} rules={[{ pattern: UNITS, message: t('unitsRule') }]}>
            <Input style={{ width: 100 }} data-testid="calc-weight" />
          </Form.Item>
        )}
        {charge === 'volume' && (
          <Form.Item name="volume" label={t('calc.volume')} rules={[{ pattern: UNITS, message: t('unitsRule') }]}>
            <Input style={{ width: 100 }} data-testid="calc-volume" />
          </Form.Item>
        )}
        <Form.Item name="amount" label={t('calc.amount')} rules={[{ pattern: MONEY, message: t('moneyRule') }]}>
          <Input style={{ width: 120 }} data-testid="calc-amount" />
        </Form.Item>
        <Form.Item>
          <Button htmlType="submit" loading={calculate.isPending} data-testid="calc-run">
            {t('calc.run')}
          </Button>
        </Form.Item>
      </Form>
      {quote && (
        <Alert
          style={{ marginTop: 12 }}
          data-testid="calc-result"
          type={quote.deliverable ? 'success' : 'warning'}
          showIcon
          message={
            !quote.deliverable
              ? `${t('calc.refused')}: ${quote.reason}`
              : quote.free
                ? t('calc.free')
                : `${t('calc.fee', { fee: formatMoney(quote.fee) })} · ${t('calc.byLevel', { level: t(`calc.levels.${quote.level}`) })}`
          }
        />
      )}
    </Card>
  );
}
