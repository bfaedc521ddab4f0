import { useEffect, useState } from 'react';
import { Alert, Button, Card, Form, Input, Popconfirm, Radio, Result, Select, Space, Spin, Steps, Tag, Timeline, Typography } from 'antd';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import {
  getAdminMerchantApplicationDetailQueryKey,
  useAdminMerchantApplicationDetail,
  useAdminMerchantApplicationSave,
  useAdminMerchantApplicationSubmit,
} from '../../api/generated/merchant/merchant';
import { useAdminCashMethodBanks } from '../../api/generated/cash/cash';
import {
  MerchantShopCategory,
  type MerchantApplication,
  type MerchantApplicationInput,
  type MerchantSubjectKind,
} from '../../api/generated/model';
import { isApiError } from '../../api/ApiError';
import { showSuccess } from '../../app/feedback';
import { usePermission } from '../../session/permission';
import { useFormKit } from '../../shared/form';
import { formatDateTime } from '../../shared/format';
import { PictureField } from './PictureField';
import { ReviewActions } from './ReviewActions';
import { ReviewList } from './ReviewList';
import { STATE_COLOR } from './states';
import { isMasked, validCreditCode, validIdNumber, validMobile } from './rules';

export type MerchantFormValues = {
  kind?: MerchantSubjectKind;
  companyName: string;
  licenceNo: string;
  licencePicture: string;
  legalName: string;
  idNumber: string;
  idFrontPicture: string;
  idBackPicture: string;
  bank?: string;
  accountHolder: string;
  accountNo: string;
  shopName: string;
  category?: MerchantShopCategory;
  contactName: string;
  contactMobile: string;
};

type Field = Exclude<keyof MerchantFormValues, 'kind'> | 'kind';

/** The steps of the form and the fields on each. */
export const STEPS: { key: string; fields: Field[] }[] = [
  { key: 'subject', fields: ['kind'] },
  { key: 'company', fields: ['companyName', 'licenceNo', 'licencePicture'] },
  { key: 'legal', fields: ['legalName', 'idNumber', 'idFrontPicture', 'idBackPicture'] },
  { key: 'account', fields: ['bank', 'accountHolder', 'accountNo'] },
  { key: 'shop', fields: ['shopName', 'category'] },
  { key: 'contact', fields: ['contactName', 'contactMobile'] },
];

/** The step a field is on. */
export const stepOf = (field: string) => Math.max(0, STEPS.findIndex((s) => s.fields.includes(field as Field)));


/** The application as the form starts from it (numbers as the server shows them: masked). */
export function fromApplication(a: MerchantApplication): MerchantFormValues {
  return {
    kind: (a.kind || undefined) as MerchantSubjectKind | undefined,
    companyName: a.companyName,
    licenceNo: a.licenceNo,
    licencePicture: a.licencePicture,
    legalName: a.legalName,
    idNumber: a.idNumber,
    idFrontPicture: a.idFrontPicture,
    idBackPicture: a.idBackPicture,
    bank: a.bank || undefined,
    accountHolder: a.accountHolder,
    accountNo: a.accountNo,
    shopName: a.shopName,
    category: (a.category || undefined) as MerchantShopCategory | undefined,
    contactName: a.contactName,
    contactMobile: a.contactMobile,
  };
}

/** What a save sends: every field, trimmed; an unchosen kind or category left out. */
export function toInput(v: MerchantFormValues): MerchantApplicationInput {
  const s = (x: string | undefined) => (x ?? '').trim();
  return {
    ...(v.kind ? { kind: v.kind } : {}),
    companyName: s(v.companyName),
    licenceNo: s(v.licenceNo).toUpperCase(),
    licencePicture: s(v.licencePicture),
    legalName: s(v.legalName),
    idNumber: s(v.idNumber).toUpperCase(),
    idFrontPicture: s(v.idFrontPicture),
    idBackPicture: s(v.idBackPicture),
    bank: s(v.bank),
    accountHolder: s(v.accountHolder),
    accountNo: s(v.accountNo).replace(/\s+(?=\d)/g, ''),
    shopName: s(v.shopName),
    ...(v.category ? { category: v.category } : {}),
    contactName: s(v.contactName),
    contactMobile: s(v.contactMobile),
  };
}

/** The shop's account-opening application (`merchant/form`): a stepped form, its state and history, and the platform's review. */
export default function MerchantFormPage() {
  const { t } = useTranslation('merchant');
  const queryClient = useQueryClient();
  const canWrite = usePermission('shop:setup:write');
  const approver = usePermission('merchant:application:approve');
  const [form] = Form.useForm<MerchantFormValues>();
  const [step, setStep] = useState(0);
  const kind = Form.useWatch('kind', form);
  const detail = useAdminMerchantApplicationDetail();
  const banks = useAdminCashMethodBanks({ query: { staleTime: Number.POSITIVE_INFINITY } });
  const refresh = (a: MerchantApplication) => {
    queryClient.setQueryData(getAdminMerchantApplicationDetailQueryKey(), a);
    void queryClient.invalidateQueries({ queryKey: getAdminMerchantApplicationDetailQueryKey() });
  };
  const kit = useFormKit<MerchantFormValues, MerchantApplication>(form, { page: true, success: false, onSaved: refresh });
  const { reset } = kit;
  useEffect(() => {
    if (detail.data) reset(fromApplication(detail.data));
  }, [detail.data, reset]);
  const save = useAdminMerchantApplicationSave({ request: kit.request });
  const submit = useAdminMerchantApplicationSubmit({ request: kit.request });

  if (detail.isPending) return <Spin />;
  if (detail.isError || !detail.data) {
    return (
      <Card title={t('title')}>
        <Result status="error" title={t('loadFailed')} subTitle={isApiError(detail.error) ? detail.error.msg : undefined} />
      </Card>
    );
  }
  const a = detail.data;
  const editable = canWrite && (a.state === 'draft' || a.state === 'rejected');

  /** After a refusal: the step of the first field in error. */
  const showErrors = () => {
    const bad = form.getFieldsError().find((f) => f.errors.length > 0);
    if (bad) setStep(stepOf(String(bad.name[0])));
  };
  const saveDraft = async () => {
    await kit.save(async () => {
      const r = await save.mutateAsync({ data: toInput(form.getFieldsValue(true)) });
      showSuccess(t('draftSaved'));
      return r;
    });
    showErrors();
  };
  const submitAll = async () => {
    try {
      await form.validateFields();
    } catch {
      showErrors();
      return;
    }
    await kit.save(async () => {
      await save.mutateAsync({ data: toInput(form.getFieldsValue(true)) });
      const r = await submit.mutateAsync();
      showSuccess(t('submitted'));
      return r;
    });
    showErrors();
  };

  const text = (name: Field, max: number, extra?: Parameters<typeof Form.Item>[0]) => (
    <Form.Item name={name} label={t(`fields.${name}` as never)} {...extra}>
      <Input maxLength={max} data-testid={`merchant-${name}`} />
    </Form.Item>
  );
  const picture = (name: Field) => (
    <Form.Item name={name} label={t(`fields.${name}` as never)}>
      <PictureField testId={`merchant-${name}`} disabled={!editable} />
    </Form.Item>
  );
  const rule = (check: (s: string) => boolean, message: string) => ({
    validator: async (_: unknown, value: string | undefined) => {
      const v = (value ?? '').trim().toUpperCase();
      if (v && !isMasked(v) && !check(v)) throw new Error(message);
    },
  });
  const panels: Record<string, React.ReactNode> = {
    subject: (
      <Form.Item name="kind" label={t('kind.label')}>
        <Radio.Group
          optionType="button"
          data-testid="merchant-kind"
          options={(['company', 'individual'] as const).map((k) => ({ value: k, label: t(`kind.${k}`) }))}
        />
      </Form.Item>
    ),
    company: (
      <>
        {kind === 'individual' && <Alert type="info" showIcon message={t('individualNoLicence')} style={{ marginBottom: 16 }} />}
        {text('companyName', 60)}
        {text('licenceNo', 18, { rules: [rule(validCreditCode, t('rules.creditCode'))] })}
        {picture('licencePicture')}
      </>
    ),
    legal: (
      <>
        {text('legalName', 30)}
        {text('idNumber', 18, {
          rules: [rule(validIdNumber, t('rules.idNumber'))],
          extra: isMasked(a.idNumber) ? t('maskedHint', { masked: a.idNumber }) : undefined,
        })}
        {picture('idFrontPicture')}
        {picture('idBackPicture')}
      </>
    ),
    account: (
      <>
        <Form.Item name="bank" label={t('fields.bank')}>
          <Select
            showSearch
            allowClear
            loading={banks.isPending}
            options={(banks.data?.list ?? []).map((b) => ({ value: b, label: b }))}
            data-testid="merchant-bank"
          />
        </Form.Item>
        {text('accountHolder', 60)}
        {text('accountNo', 30, { extra: isMasked(a.accountNo) ? t('maskedHint', { masked: a.accountNo }) : undefined })}
      </>
    ),
    shop: (
      <>
        {text('shopName', 30)}
        <Form.Item name="category" label={t('fields.category')}>
          <Select
            allowClear
            options={Object.values(MerchantShopCategory).map((c) => ({ value: c, label: t(`categories.${c}`) }))}
            data-testid="merchant-category"
          />
        </Form.Item>
      </>
    ),
    contact: (
      <>
        {text('contactName', 30)}
        {text('contactMobile', 11, { rules: [rule(validMobile, t('rules.mobile'))] })}
      </>
    ),
  };

  return (
    <Card
      title={t('title')}
      extra={
        <Tag color={STATE_COLOR[a.state]} data-testid="merchant-state">
          {a.id ? t(`state.${a.state}`) : t('notSaved')}
        </Tag>
      }
    >
      <Space direction="vertical" size="middle" style={{ width: '100%' }}>
        <Alert
          type={a.state === 'rejected' ? 'error' : a.state === 'draft' ? 'info' : 'success'}
          showIcon
          message={t(`stateHint.${a.state}`)}
          description={a.state === 'rejected' && a.reason ? <span data-testid="merchant-reason">{t('rejectedReason', { reason: a.reason })}</span> : undefined}
        />
        {a.history.length > 0 && (
          <div>
            <Typography.Text strong>{t('history')}</Typography.Text>
            <Timeline
              style={{ marginTop: 12 }}
              data-testid="merchant-history"
              items={a.history.map((e) => ({
                color: e.to === 'rejected' ? 'red' : e.to === 'approved' || e.to === 'opened' ? 'green' : 'blue',
                children: (
                  <>
                    <div>{t('event', { operator: e.operator, state: t(`state.${e.to}`) })}</div>
                    <Typography.Text type="secondary">{formatDateTime(e.createdAt)}</Typography.Text>
                    {e.reason && <div>{e.reason}</div>}
                  </>
                ),
              }))}
            />
          </div>
        )}
        {approver && (a.state === 'submitted' || a.state === 'approved') && (
          <Card size="small" title={t('approver.title')} data-testid="merchant-review">
            <ReviewActions application={a} />
          </Card>
        )}
        <Steps
          size="small"
          current={step}
          onChange={setStep}
          items={STEPS.map((s) => ({ title: t(`steps.${s.key}` as never) }))}
          data-testid="merchant-steps"
        />
        <Form<MerchantFormValues> {...kit.formProps} layout="vertical" disabled={!editable} style={{ maxWidth: 560 }} data-testid="merchant-form">
          {STEPS.map((s, i) => (
            // Every step stays mounted: a save at any step keeps every field.
            <div key={s.key} hidden={i !== step} data-testid={`merchant-step-${s.key}`}>
              {panels[s.key]}
            </div>
          ))}
        </Form>
        <Space wrap>
          <Button disabled={step === 0} onClick={() => setStep(step - 1)} data-testid="merchant-prev">
            {t('prev')}
          </Button>
          <Button disabled={step === STEPS.length - 1} onClick={() => setStep(step + 1)} data-testid="merchant-next">
            {t('next')}
          </Button>
          {editable && (
            <>
              <Button loading={kit.saving && save.isPending && !submit.isPending} onClick={() => void saveDraft()} data-testid="merchant-save">
                {t('saveDraft')}
              </Button>
              <Popconfirm title={t('submitConfirm')} okText={t('ok')} cancelText={t('cancel')} onConfirm={() => submitAll()}>
                <Button type="primary" loading={submit.isPending} data-testid="merchant-submit">
                  {t('submit')}
                </Button>
              </Popconfirm>
            </>
          )}
        </Space>
        {approver && <ReviewList />}
      </Space>
    </Card>
  );
}
