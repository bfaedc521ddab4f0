import { DatePicker, Form, Input, InputNumber, Radio, Select } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useTranslation } from 'react-i18next';
import { useAdminCouponAdd, useAdminCouponEdit } from '../../api/generated/coupons/coupons';
import type { Coupon, CouponInput } from '../../api/generated/model';
import { FormDialog, useFormKit } from '../../shared/form';

type Window = [Dayjs | null, Dayjs | null] | null;

export interface CouponFormValues {
  name: string;
  amount: string;
  thresholdType: CouponInput['thresholdType'];
  minSpend?: string;
  totalType: CouponInput['totalType'];
  total?: number;
  validityType: CouponInput['validityType'];
  useWindow?: Window;
  validDays?: number;
  claimWindow?: Window;
  obtainType: CouponInput['obtainType'];
  limitType: CouponInput['limitType'];
  limitCount?: number;
  scope: CouponInput['scope'];
  goodsIds?: string[];
  remark?: string;
}

const MONEY = /^\d{1,10}(\.\d{1,2})?$/;

/** The request's date fields are the two ends of the form's ranges. */
const WINDOW_FIELDS = { useStart: 'useWindow', useEnd: 'useWindow', claimStart: 'claimWindow', claimEnd: 'claimWindow' } as const;

/** The request body of a form: only the fields the chosen rules use. */
export function toCouponInput(v: CouponFormValues, id?: number): CouponInput {
  const iso = (d: Dayjs | null | undefined) => (d ? d.toISOString() : null);
  const body: CouponInput = {
    name: v.name.trim(),
    amount: v.amount.trim(),
    thresholdType: v.thresholdType,
    totalType: v.totalType,
    validityType: v.validityType,
    obtainType: v.obtainType,
    limitType: v.limitType,
    scope: v.scope,
    claimStart: iso(v.claimWindow?.[0]),
    claimEnd: iso(v.claimWindow?.[1]),
    remark: v.remark?.trim() ?? '',
  };
  if (id) body.id = id;
  if (v.thresholdType === 'minimum') body.minSpend = v.minSpend?.trim();
  if (v.totalType === 'limited') body.total = v.total;
  if (v.validityType === 'fixed') {
    body.useStart = iso(v.useWindow?.[0]);
    body.useEnd = iso(v.useWindow?.[1]);
  } else body.validDays = v.validDays;
  if (v.limitType !== 'unlimited') body.limitCount = v.limitCount;
  if (v.scope !== 'all') body.goodsIds = (v.goodsIds ?? []).map(Number).filter((n) => Number.isInteger(n) && n > 0);
  return body;
}

function fromCoupon(c: Coupon | null): Partial<CouponFormValues> {
  if (!c) {
    return { thresholdType: 'none', totalType: 'unlimited', validityType: 'daysFromClaim', validDays: 7, obtainType: 'claim', limitType: 'unlimited', scope: 'all' };
  }
  const d = (s: string | null | undefined) => (s ? dayjs(s) : null);
  return {
    ...c,
    total: c.total || undefined,
    limitCount: c.limitCount || undefined,
    validDays: c.validDays || undefined,
    minSpend: c.thresholdType === 'minimum' ? c.minSpend : undefined,
    useWindow: c.useStart ? [d(c.useStart), d(c.useEnd)] : null,
    claimWindow: c.claimStart || c.claimEnd ? [d(c.claimStart), d(c.claimEnd)] : null,
    goodsIds: c.goodsIds.map(String),
  };
}

/** Adds or edits a coupon; each rule's fields appear only when the rule needs them. */
export function CouponForm({ coupon, onClose, onSaved }: { coupon: Coupon | null; onClose: () => void; onSaved: () => void }) {
  const { t } = useTranslation(['coupons', 'shopUsers']);
  const [form] = Form.useForm<CouponFormValues>();
  const threshold = Form.useWatch('thresholdType', form);
  const totalType = Form.useWatch('totalType', form);
  const validity = Form.useWatch('validityType', form);
  const limitType = Form.useWatch('limitType', form);
  const scope = Form.useWatch('scope', form);
  const kit = useFormKit(form, {
    aliases: WINDOW_FIELDS,
    onSaved: () => {
      onSaved();
      onClose();
    },
  });
  const add = useAdminCouponAdd({ request: kit.request });
  const edit = useAdminCouponEdit({ request: kit.request });
  const required = (field: string) => ({ required: true, message: t('coupon.required', { field }) });
  const radios = <K extends string>(prefix: 'thresholds' | 'totalTypes' | 'validities' | 'obtains' | 'limits' | 'scopes', values: K[]) =>
    values.map((v) => ({ value: v, label: t(`coupon.${prefix}.${v}` as 'coupon.scopes.all') }));

  return (
    <FormDialog<CouponFormValues>
      kit={kit}
      width={640}
      title={coupon ? t('coupon.editTitle') : t('coupon.addTitle')}
      onClose={onClose}
      okButtonProps={{ 'data-testid': 'coupon-save' }}
      initialValues={fromCoupon(coupon)}
      onFinish={(v) =>
        void kit.save(() => (coupon ? edit.mutateAsync({ data: toCouponInput(v, coupon.id) }) : add.mutateAsync({ data: toCouponInput(v) })))
      }
    >
      <Form.Item name="name" label={t('coupon.name')} rules={[{ ...required(t('coupon.name')), whitespace: true }]}>
        <Input maxLength={40} data-testid="coupon-name" />
      </Form.Item>
      <Form.Item name="amount" label={t('coupon.amount')} rules={[required(t('coupon.amount')), { pattern: MONEY, message: t('shopUsers:adjust.amountRule') }]}>
        <Input data-testid="coupon-amount" />
      </Form.Item>
      <Form.Item name="thresholdType" label={t('coupon.threshold')}>
        <Radio.Group options={radios('thresholds', ['none', 'minimum'])} data-testid="coupon-threshold" />
      </Form.Item>
      {threshold === 'minimum' && (
        <Form.Item
          name="minSpend"
          label={t('coupon.minSpend')}
          dependencies={['amount']}
          rules={[
            required(t('coupon.minSpend')),
            { pattern: MONEY, message: t('shopUsers:adjust.amountRule') },
            ({ getFieldValue }) => ({
              validator: (_, v: string | undefined) =>
                !v || Number(v) > Number(getFieldValue('amount')) ? Promise.resolve() : Promise.reject(new Error(t('coupon.minSpendAbove'))),
            }),
          ]}
        >
          <Input data-testid="coupon-min-spend" />
        </Form.Item>
      )}
      <Form.Item name="totalType" label={t('coupon.totalType')}>
        <Radio.Group options={radios('totalTypes', ['unlimited', 'limited'])} />
      </Form.Item>
      {totalType === 'limited' && (
        <Form.Item name="total" label={t('coupon.total')} rules={[required(t('coupon.total'))]}>
          <InputNumber min={1} precision={0} style={{ width: '100%' }} data-testid="coupon-total" />
        </Form.Item>
      )}
      <Form.Item name="validityType" label={t('coupon.validity')}>
        <Radio.Group options={radios('validities', ['fixed', 'daysFromClaim', 'daysFromNextDay'])} />
      </Form.Item>
      {validity === 'fixed' ? (
        <Form.Item name="useWindow" label={t('coupon.useWindow')} rules={[required(t('coupon.useWindow'))]}>
          <DatePicker.RangePicker showTime style={{ width: '100%' }} />
        </Form.Item>
      ) : (
        <Form.Item name="validDays" label={t('coupon.validDays')} rules={[required(t('coupon.validDays'))]}>
          <InputNumber min={1} max={3650} precision={0} style={{ width: '100%' }} />
        </Form.Item>
      )}
      <Form.Item name="claimWindow" label={t('coupon.claimWindow')}>
        <DatePicker.RangePicker showTime allowEmpty={[true, true]} style={{ width: '100%' }} />
      </Form.Item>
      <Form.Item name="obtainType" label={t('coupon.obtain')}>
        <Radio.Group options={radios('obtains', ['claim', 'shop', 'activity'])} />
      </Form.Item>
      <Form.Item name="limitType" label={t('coupon.limitType')}>
        <Radio.Group options={radios('limits', ['unlimited', 'perUser', 'perDay'])} data-testid="coupon-limit-type" />
      </Form.Item>
      {limitType && limitType !== 'unlimited' && (
        <Form.Item
          name="limitCount"
          label={t('coupon.limitCount')}
          dependencies={['total', 'totalType']}
          rules={[
            required(t('coupon.limitCount')),
            ({ getFieldValue }) => ({
              validator: (_, v: number | undefined) =>
                getFieldValue('totalType') !== 'limited' || !v || v <= Number(getFieldValue('total'))
                  ? Promise.resolve()
                  : Promise.reject(new Error(t('coupon.limitOverTotal'))),
            }),
          ]}
        >
          <InputNumber min={1} max={1000} precision={0} style={{ width: '100%' }} data-testid="coupon-limit-count" />
        </Form.Item>
      )}
      <Form.Item name="scope" label={t('coupon.scope')}>
        <Radio.Group options={radios('scopes', ['all', 'include', 'exclude'])} />
      </Form.Item>
      {scope && scope !== 'all' && (
        <Form.Item name="goodsIds" label={t('coupon.goodsIds')} extra={t('coupon.goodsIdsHint')} rules={[required(t('coupon.goodsIds'))]}>
          <Select mode="tags" open={false} tokenSeparators={[',', ' ']} />
        </Form.Item>
      )}
      <Form.Item name="remark" label={t('coupon.remark')}>
        <Input.TextArea maxLength={200} rows={2} />
      </Form.Item>
    </FormDialog>
  );
}
