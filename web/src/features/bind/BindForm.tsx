import { useQueryClient } from '@tanstack/react-query';
import { Button, Flex, Form, Input } from 'antd';
import { useTranslation } from 'react-i18next';
import { useAdminBindStoreBind, useAdminBindStoreSendCode, getAdminBindStoreDetailQueryKey } from '../../api/generated/bind/bind';
import type { BindRequest, BoundStore } from '../../api/generated/model';
import { isApiError } from '../../api/ApiError';
import { showSuccess } from '../../app/feedback';
import { useFormKit } from '../../shared/form';
import { useCooldown } from '../login/useCooldown';

/** What the server takes as a store code (the contract's pattern). */
const STORE_CODE = /^[A-Z0-9]{6,12}$/;
const CODE = /^\d{6}$/;
/** One code per store number per 60 s (the server says so too, with retryAfter). */
const RESEND_SECONDS = 60;

/** Binds the shop: the store code, a code sent to the store's number, then Bind. */
export function BindForm() {
  const { t } = useTranslation('bind');
  const queryClient = useQueryClient();
  const [form] = Form.useForm<BindRequest>();
  const [wait, startWait] = useCooldown();
  const onSaved = (b: BoundStore) => queryClient.setQueryData(getAdminBindStoreDetailQueryKey(), b);
  const kit = useFormKit<BindRequest, BoundStore>(form, { page: true, success: t('bound'), onSaved });
  const bind = useAdminBindStoreBind({
    request: kit.request,
    mutation: { onSettled: () => queryClient.invalidateQueries({ queryKey: getAdminBindStoreDetailQueryKey() }) },
  });
  const send = useAdminBindStoreSendCode({
    request: kit.request,
    mutation: {
      onSuccess: (sent) => {
        showSuccess(t('codeSent', { mobile: sent.mobile }));
        startWait(sent.resendIn || RESEND_SECONDS);
      },
      onError: (error) => {
        if (!isApiError(error)) return;
        if (error.code === 429) {
          const data = error.data as { retryAfter?: number } | null;
          startWait(Math.ceil(Number(data?.retryAfter) || RESEND_SECONDS));
        }
        kit.showFieldError(error);
      },
    },
  });

  const requestCode = async () => {
    try {
      const { storeCode } = await form.validateFields(['storeCode']);
      send.mutate({ data: { storeCode } });
    } catch {
      // The field shows what is wrong.
    }
  };
  const upper = (e: React.ChangeEvent<HTMLInputElement>) => e.target.value.toUpperCase().trim();

  return (
    <Form<BindRequest>
      {...kit.formProps}
      name="bind_store"
      layout="vertical"
      style={{ maxWidth: 420 }}
      onFinish={(v) => void kit.save(() => bind.mutateAsync({ data: { storeCode: v.storeCode, code: v.code.trim() } }))}
    >
      <Form.Item
        name="storeCode"
        label={t('storeCode')}
        getValueFromEvent={upper}
        rules={[
          { required: true, message: t('storeCodeRequired') },
          { pattern: STORE_CODE, message: t('storeCodeRule') },
        ]}
      >
        <Input maxLength={12} placeholder={t('storeCodePlaceholder')} data-testid="bind-store-code" />
      </Form.Item>
      <Form.Item label={t('code')} required style={{ marginBottom: 0 }}>
        <Flex gap="small">
          <Form.Item name="code" rules={[{ required: true, pattern: CODE, message: t('codeRule') }]} style={{ flex: 1 }}>
            <Input maxLength={6} inputMode="numeric" autoComplete="one-time-code" placeholder={t('codePlaceholder')} data-testid="bind-code" />
          </Form.Item>
          <Button onClick={() => void requestCode()} loading={send.isPending} disabled={wait > 0} data-testid="bind-send-code">
            {wait > 0 ? t('resendIn', { seconds: wait }) : t('sendCode')}
          </Button>
        </Flex>
      </Form.Item>
      <Button type="primary" htmlType="submit" loading={kit.saving} data-testid="bind-submit">
        {t('bind')}
      </Button>
    </Form>
  );
}
