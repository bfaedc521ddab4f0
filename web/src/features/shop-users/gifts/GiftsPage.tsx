import { useEffect } from 'react';
import { Button, Card, Col, Form, Input, InputNumber, Radio, Row, Select, Switch } from 'antd';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import {
  useAdminCouponIndex,
  useAdminMallConfigSaveUserConsumeGift,
  useAdminMallConfigSaveUserRegisterGift,
  useAdminMallConfigUserConsumeGift,
  useAdminMallConfigUserRegisterGift,
} from '../../../api/generated/shop-coupons/shop-coupons';
import type { ConsumeGift, RegisterGift } from '../../../api/generated/model';
import { isApiError } from '../../../api/ApiError';
import { PERM } from '../permission';
import { usePermission } from '../../../session/permission';
import { showSuccess } from '../../../app/feedback';

type Gift = RegisterGift | ConsumeGift;

/** The register and consume gifts: switches, points, growth and the coupons to give. */
export default function GiftsPage() {
  const { t } = useTranslation('shopUsers');
  return (
    <Row gutter={16}>
      <Col xs={24} lg={12}>
        <Card title={t('gift.register')}>
          <GiftForm kind="register" />
        </Card>
      </Col>
      <Col xs={24} lg={12}>
        <Card title={t('gift.consume')}>
          <GiftForm kind="consume" />
        </Card>
      </Col>
    </Row>
  );
}

function GiftForm({ kind }: { kind: 'register' | 'consume' }) {
  const { t } = useTranslation('shopUsers');
  const canWrite = usePermission(PERM.configWrite);
  const [form] = Form.useForm<Gift>();
  const queryClient = useQueryClient();
  const register = useAdminMallConfigUserRegisterGift({ query: { enabled: kind === 'register' } });
  const consume = useAdminMallConfigUserConsumeGift({ query: { enabled: kind === 'consume' } });
  const current = kind === 'register' ? register.data : consume.data;
  // Only enabled coupons given by the shop may be gifts.
  const coupons = useAdminCouponIndex({ obtainType: 'shop', status: 'enabled', pageSize: 100 }).data?.list ?? [];
  const pointsOn = Form.useWatch('pointsEnabled', form);
  const growthOn = Form.useWatch('growthEnabled', form);
  const couponsOn = Form.useWatch('couponsEnabled', form);
  const basis = Form.useWatch('basis', form);
  useEffect(() => {
    if (current) form.setFieldsValue(current);
  }, [current, form]);

  const mutation = {
    onSuccess: () => {
      showSuccess(t('common.saved'));
      void queryClient.invalidateQueries({ queryKey: [`/admin/mallConfig/user${kind === 'register' ? 'Register' : 'Consume'}Gift`] });
    },
    onError: (e: unknown) => {
      const field = isApiError(e) ? (e.data as { field?: string } | null)?.field : undefined;
      if (field && isApiError(e)) form.setFields([{ name: field as keyof Gift, errors: [e.msg] }]);
    },
  };
  const saveRegister = useAdminMallConfigSaveUserRegisterGift({ mutation });
  const saveConsume = useAdminMallConfigSaveUserConsumeGift({ mutation });
  const positive = (on: boolean | undefined) => ({
    validator: (_: unknown, v: number | undefined) => (!on || (v ?? 0) > 0 ? Promise.resolve() : Promise.reject(new Error(t('gift.valueRule')))),
  });

  return (
    <Form<Gift>
      form={form}
      layout="vertical"
      disabled={!canWrite}
      data-testid={`gift-${kind}`}
      onFinish={(v) => {
        const body = { ...current, ...v, couponIds: v.couponIds ?? [] };
        if (kind === 'register') saveRegister.mutate({ data: body as RegisterGift });
        else saveConsume.mutate({ data: body as ConsumeGift });
      }}
    >
      <Form.Item name="enabled" label={t('gift.enabled')} valuePropName="checked">
        <Switch />
      </Form.Item>
      {kind === 'consume' && (
        <>
          <Form.Item name="basis" label={t('gift.basis')}>
            <Radio.Group options={(['order', 'amount'] as const).map((v) => ({ value: v, label: t(`gift.bases.${v}`) }))} />
          </Form.Item>
          {basis === 'amount' && (
            <Form.Item name="perAmount" label={t('gift.perAmount')} rules={[{ pattern: /^\d{1,10}(\.\d{1,2})?$/, message: t('adjust.amountRule') }]}>
              <Input />
            </Form.Item>
          )}
        </>
      )}
      <Form.Item label={t('gift.points')}>
        <Form.Item name="pointsEnabled" valuePropName="checked" noStyle>
          <Switch />
        </Form.Item>
        {pointsOn && (
          <Form.Item name="points" rules={[positive(pointsOn)]} style={{ marginTop: 8, marginBottom: 0 }}>
            <InputNumber min={0} precision={0} style={{ width: 200 }} />
          </Form.Item>
        )}
      </Form.Item>
      <Form.Item label={t('gift.growth')}>
        <Form.Item name="growthEnabled" valuePropName="checked" noStyle>
          <Switch />
        </Form.Item>
        {growthOn && (
          <Form.Item name="growth" rules={[positive(growthOn)]} style={{ marginTop: 8, marginBottom: 0 }}>
            <InputNumber min={0} precision={0} style={{ width: 200 }} />
          </Form.Item>
        )}
      </Form.Item>
      <Form.Item label={t('gift.coupons')} extra={t('gift.couponsHint')}>
        <Form.Item name="couponsEnabled" valuePropName="checked" noStyle>
          <Switch />
        </Form.Item>
        {couponsOn && (
          <Form.Item
            name="couponIds"
            rules={[{ required: true, type: 'array', min: 1, message: t('gift.couponsRule') }]}
            style={{ marginTop: 8, marginBottom: 0 }}
          >
            <Select mode="multiple" options={coupons.map((c) => ({ value: c.id, label: `${c.name} (${c.amount})` }))} />
          </Form.Item>
        )}
      </Form.Item>
      {canWrite && (
        <Button type="primary" htmlType="submit" loading={saveRegister.isPending || saveConsume.isPending}>
          {t('common.save')}
        </Button>
      )}
    </Form>
  );
}
