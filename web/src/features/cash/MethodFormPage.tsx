import { useEffect } from 'react';
import { Button, Card, Form, Input, Radio, Result, Select, Spin, Switch } from 'antd';
import { useNavigate, useParams } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import {
  getAdminCashMethodDetailQueryKey,
  getAdminCashMethodIndexQueryKey,
  useAdminCashMethodAdd,
  useAdminCashMethodBanks,
  useAdminCashMethodDetail,
  useAdminCashMethodEdit,
} from '../../api/generated/cash/cash';
import { isApiError } from '../../api/ApiError';
import { MethodKind, type CashMethod, type CashMethodInput } from '../../api/generated/model';
import { adminCashMethodAddBody } from '../../api/zod/cash/cash';
import { usePermission } from '../../session/permission';
import { useFormKit } from '../../shared/form';
import { maxLengthOf } from '../../shared/zodRules';
import { checkAccount, normalizeAccount } from './accountRules';
import { KindTag } from './KindTag';
import { CASH_PATHS } from './paths';

export interface MethodFormValues {
  kind: MethodKind;
  holder: string;
  bank?: string;
  branch?: string;
  accountNo: string;
  isDefault: boolean;
}

/** The method's fields as the contract bounds them (add and edit take the same). */
const FIELDS = adminCashMethodAddBody.shape;

const NEW_METHOD: MethodFormValues = { kind: 'bankCard', holder: '', bank: undefined, branch: '', accountNo: '', isDefault: false };

/**
 * A method as the form starts from it. The server answers the number masked and an edit
 * must send the whole number, so the number starts empty and is entered again.
 */
export function fromMethod(m: CashMethod): MethodFormValues {
  return { kind: m.kind, holder: m.holder, bank: m.bank || undefined, branch: m.branch, accountNo: '', isDefault: m.isDefault };
}

/** What the form sends: a bank and branch only for a bank card. */
export function toMethodInput(v: MethodFormValues, id?: number): CashMethodInput {
  const card = v.kind === 'bankCard';
  return {
    ...(id ? { id } : {}),
    kind: v.kind,
    holder: v.holder.trim(),
    ...(card ? { bank: v.bank ?? '', branch: (v.branch ?? '').trim() } : {}),
    accountNo: normalizeAccount(v.kind, v.accountNo),
    isDefault: v.isDefault,
  };
}

/** Add a withdrawal method (`cash/addcashtype`) or edit one (`cash/editcashtype/:id`): the same form. */
export default function MethodFormPage() {
  const { t } = useTranslation('cash');
  const { id: idParam } = useParams();
  const id = idParam && /^\d+$/.test(idParam) ? Number(idParam) : undefined;
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const canWrite = usePermission('cash:method:write');
  const [form] = Form.useForm<MethodFormValues>();
  const kind = (Form.useWatch('kind', form) as MethodKind | undefined) ?? 'bankCard';
  const kit = useFormKit<MethodFormValues, CashMethod>(form, {
    page: true,
    onSaved: () => {
      void queryClient.invalidateQueries({ queryKey: getAdminCashMethodIndexQueryKey() });
      if (id) void queryClient.invalidateQueries({ queryKey: getAdminCashMethodDetailQueryKey({ id }) });
      // A kept-alive add page starts the next method empty; the number is never kept.
      if (id === undefined) form.resetFields();
      else form.setFieldValue('accountNo', '');
      // Once the shell has seen the form clean: a navigation in the same turn meets the leave guard still up.
      setTimeout(() => navigate(CASH_PATHS.methods), 0);
    },
  });
  const { reset } = kit;
  const detail = useAdminCashMethodDetail({ id: id ?? 0 }, { query: { enabled: id !== undefined } });
  const banks = useAdminCashMethodBanks({ query: { staleTime: Number.POSITIVE_INFINITY } });
  useEffect(() => {
    if (id === undefined) reset(NEW_METHOD);
    else if (detail.data) reset(fromMethod(detail.data));
  }, [id, detail.data, reset]);
  const add = useAdminCashMethodAdd({ request: kit.request });
  const edit = useAdminCashMethodEdit({ request: kit.request });

  const required = (field: string) => [{ required: true, whitespace: true, message: t('form.required', { field }) }];
  const wasDefault = id !== undefined && detail.data?.isDefault === true;
  const back = <Button onClick={() => navigate(CASH_PATHS.methods)}>{t('form.back')}</Button>;

  if (id !== undefined && detail.isPending) return <Spin />;
  if (id !== undefined && detail.isError) {
    return (
      <Card title={t('form.editTitle')} extra={back}>
        <Result status="error" title={t('form.loadFailed')} subTitle={isApiError(detail.error) ? detail.error.msg : undefined} />
      </Card>
    );
  }
  return (
    <Card title={id ? t('form.editTitle') : t('form.addTitle')} extra={back}>
      <Form<MethodFormValues>
        {...kit.formProps}
        layout="vertical"
        disabled={!canWrite}
        initialValues={NEW_METHOD}
        style={{ maxWidth: 560 }}
        data-testid="cash-method-form"
        onFinish={(v) => void kit.save(() => (id ? edit.mutateAsync({ data: toMethodInput(v, id) }) : add.mutateAsync({ data: toMethodInput(v) })))}
      >
        <Form.Item name="kind" label={t('form.kind')}>
          <Radio.Group
            data-testid="cash-form-kind"
            optionType="button"
            options={Object.values(MethodKind).map((k) => ({ value: k, label: <KindTag kind={k} /> }))}
          />
        </Form.Item>
        <Form.Item name="holder" label={t('form.holder')} rules={required(t('form.holder'))}>
          <Input maxLength={maxLengthOf(FIELDS.holder)} placeholder={t('form.holderPlaceholder')} data-testid="cash-form-holder" />
        </Form.Item>
        {kind === 'bankCard' && (
          <>
            <Form.Item name="bank" label={t('form.bank')} rules={[{ required: true, message: t('form.bankRequired') }]}>
              <Select
                showSearch
                placeholder={t('form.bankPlaceholder')}
                loading={banks.isPending}
                options={(banks.data?.list ?? []).map((b) => ({ value: b, label: b }))}
                data-testid="cash-form-bank"
              />
            </Form.Item>
            <Form.Item name="branch" label={t('form.branch')}>
              <Input maxLength={maxLengthOf(FIELDS.branch)} placeholder={t('form.branchPlaceholder')} data-testid="cash-form-branch" />
            </Form.Item>
          </>
        )}
        <Form.Item
          name="accountNo"
          label={t('form.accountNo')}
          dependencies={['kind']}
          extra={id !== undefined && detail.data ? t('form.accountNoCurrent', { masked: detail.data.accountNo }) : undefined}
          rules={[
            ...required(t('form.accountNo')),
            {
              validator: async (_, value: string | undefined) => {
                const k = form.getFieldValue('kind') as MethodKind;
                const rule = value?.trim() ? checkAccount(k, normalizeAccount(k, value)) : undefined;
                if (rule) throw new Error(t(`form.rules.${rule}`));
              },
            },
          ]}
        >
          <Input
            maxLength={maxLengthOf(FIELDS.accountNo)}
            autoComplete="off"
            inputMode={kind === 'bankCard' ? 'numeric' : undefined}
            placeholder={t(`form.accountNoPlaceholder.${kind}`)}
            data-testid="cash-form-account-no"
          />
        </Form.Item>
        <Form.Item
          name="isDefault"
          label={t('form.isDefault')}
          valuePropName="checked"
          extra={wasDefault ? t('form.alreadyDefault') : t('form.isDefaultHint')}
        >
          <Switch disabled={wasDefault} data-testid="cash-form-default" />
        </Form.Item>
        <Button type="primary" htmlType="submit" loading={kit.saving} data-testid="cash-form-save">
          {t('form.save')}
        </Button>
      </Form>
    </Card>
  );
}
