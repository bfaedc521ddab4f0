import { useEffect } from 'react';
import { Button, Card, Col, Form, Input, InputNumber, Radio, Row, Select, Switch } from 'antd';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useAdminCouponIndex, useAdminMallConfigSaveUserConsumeGift, useAdminMallConfigSaveUserRegisterGift, useAdminMallConfigUserConsumeGift, useAdminMallConfigUserRegisterGift, getAdminMallConfigUserRegisterGiftQueryKey, getAdminMallConfigUserConsumeGiftQueryKey } from '../../api/generated/coupons/coupons';
import type { ConsumeGift, RegisterGift } from '../../api/generated/model';
import { usePermission } from '../../session/permission';
import { useFormKit } from '../../shared/form';

type Gift = RegisterGift | ConsumeGift;

/** The register and consume gifts: switches, points, growth and the coupons to give. */
export default function GiftsPage() {
  const { t } = useTranslation(['coupons', 'shopUsers']);
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
  const { t } = useTranslation(['coupons', 'shopUsers']);
  const canWrite = usePermission('shop:config:write');
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
  const kit = useFormKit(form, { page: true });
  const { reset } = kit;
  // The server's settings, as loaded and again after each save.
  useEffect(() => {
    if (current) reset(current);
  }, [current, reset]);

  const mutation = {
    onSuccess: () =>
      void queryClient.invalidateQueries({
        queryKey: kind === 'register' ? getAdminMallConfigUserRegisterGiftQueryKey() : getAdminMallConfigUserConsumeGiftQueryKey(),
      }),
  };
  const saveRegister = useAdminMallConfigSaveUserRegisterGift({ request: kit.request, mutation });
  const saveConsume = useAdminMallConfigSaveUserConsumeGift({ request: kit.request, mutation });
  const positive = (on: boolean | undefined) => ({
    validator: (_: unknown, v: number | undefined) => (!on || (v ?? 0) > 0 ? Promise.resolve() : Promise.reject(new Error(t('gift.valueRule')))),
  });

  return (
    <Form<Gift>
      {...kit.formProps}
      layout="vertical"
      disabled={!canWrite}
      data-testid={`gift-${kind}`}
      onFinish={(v) => {
        const body = { ...current, ...v, couponIds: v.couponIds ?? [] };
        void kit.save(() =>
          kind === 'register' ? saveRegister.mutateAsync({ data: body as RegisterGift }) : saveConsume.mutateAsync({ data: body as ConsumeGift }),
        );
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
            <Form.Item name="perAmount" label={t('gift.perAmount')} rules={[{ pattern: /^\d{1,10}(\.\d{1,2})?$/, message: t('shopUsers:adjust.amountRule') }]}>
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
        <Button type="primary" htmlType="submit" loading={kit.saving}>
          {t('shopUsers:common.save')}
        </Button>
      )}
    </Form>
  );
}
