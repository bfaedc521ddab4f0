import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import {
  getAdminShopAddressIndexQueryKey,
  useAdminShopAddressDestroy,
  useAdminShopAddressSetDefault,
} from '../../api/generated/setup/setup';
import type { AddressDefault } from '../../api/generated/model';
import { showSuccess } from '../../app/feedback';

/** Deleting an address and choosing the defaults; the addresses are read again after each. */
export function useAddressActions() {
  const { t } = useTranslation('setup');
  const queryClient = useQueryClient();
  const refresh = () => queryClient.invalidateQueries({ queryKey: getAdminShopAddressIndexQueryKey() });
  const destroy = useAdminShopAddressDestroy({ mutation: { onSuccess: () => showSuccess(t('list.deleted')), onSettled: refresh } });
  const setDefault = useAdminShopAddressSetDefault({
    mutation: {
      onSuccess: (_, { data }) => showSuccess(data.kind === 'return' ? t('list.setReturnDone') : t('list.setShippingDone')),
      onSettled: refresh,
    },
  });
  return {
    destroy: (id: number) => destroy.mutate({ data: { id } }),
    setDefault: (id: number, kind: AddressDefault) => setDefault.mutateAsync({ data: { id, kind } }),
    setting: setDefault.isPending,
  };
}
