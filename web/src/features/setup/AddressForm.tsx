import { Form, Input, Switch, Typography } from 'antd';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import {
  getAdminShopAddressIndexQueryKey,
  useAdminShopAddressAdd,
  useAdminShopAddressEdit,
} from '../../api/generated/setup/setup';
import type { ShopAddress, ShopAddressInput } from '../../api/generated/model';
import { FormDialog, useFormKit } from '../../shared/form';
import { RegionCascader } from '../regions/RegionCascader';
import { MOBILE } from './address';

export interface AddressFormValues {
  contact: string;
  mobile: string;
  /** Province, city and district codes. */
  region: string[];
  detail: string;
  isDefaultShipping: boolean;
  isDefaultReturn: boolean;
}

/** An address as the form starts from it. */
function fromAddress(a: ShopAddress): AddressFormValues {
  return {
    contact: a.contact,
    mobile: a.mobile,
    region: [a.provinceCode, a.cityCode, a.districtCode],
    detail: a.detail,
    isDefaultShipping: a.isDefaultShipping,
    isDefaultReturn: a.isDefaultReturn,
  };
}

/** What the form sends. */
function toAddressInput(v: AddressFormValues, id?: number): ShopAddressInput {
  const [provinceCode = '', cityCode = '', districtCode = ''] = v.region ?? [];
  return {
    ...(id ? { id } : {}),
    contact: v.contact.trim(),
    mobile: v.mobile.trim(),
    provinceCode,
    cityCode,
    districtCode,
    detail: v.detail.trim(),
    isDefaultShipping: v.isDefaultShipping,
    isDefaultReturn: v.isDefaultReturn,
  };
}

// The server names the region by any of its three codes: all show on the cascader.
const ALIASES = { provinceCode: 'region', cityCode: 'region', districtCode: 'region' };

interface Props {
  /** The address to edit; a new one without. */
  address?: ShopAddress;
  /** The shop has no address yet: the new one is both defaults whatever the switches say. */
  first?: boolean;
  onClose: () => void;
}

/** Adds or edits one of the shop's addresses, in a dialog. */
export function AddressForm({ address, first = false, onClose }: Props) {
  const { t } = useTranslation('setup');
  const queryClient = useQueryClient();
  const [form] = Form.useForm<AddressFormValues>();
  const kit = useFormKit<AddressFormValues, ShopAddress>(form, { aliases: ALIASES, success: t('form.saved'), onSaved: onClose });
  const onSuccess = () => queryClient.invalidateQueries({ queryKey: getAdminShopAddressIndexQueryKey() });
  const add = useAdminShopAddressAdd({ request: kit.request, mutation: { onSuccess } });
  const edit = useAdminShopAddressEdit({ request: kit.request, mutation: { onSuccess } });
  const required = (field: string) => ({ required: true, whitespace: true, message: t('form.required', { field }) });
  const initial: AddressFormValues = address
    ? fromAddress(address)
    : { contact: '', mobile: '', region: [], detail: '', isDefaultShipping: first, isDefaultReturn: first };
  // A default is given up only by choosing another address: its switch stays on.
  const holdsShipping = first || address?.isDefaultShipping === true;
  const holdsReturn = first || address?.isDefaultReturn === true;
  const held = (holds: boolean, key: 'shipping' | 'return') => (first ? undefined : holds ? t(`form.${key}Held`) : t(`form.${key}Hint`));

  return (
    <FormDialog<AddressFormValues, ShopAddress>
      kit={kit}
      name="shop_address"
      title={address ? t('form.editTitle') : t('form.addTitle')}
      onClose={onClose}
      width={560}
      initialValues={initial}
      okButtonProps={{ 'data-testid': 'address-save' }}
      onFinish={(v) =>
        void kit.save(() =>
          address ? edit.mutateAsync({ data: toAddressInput(v, address.id) }) : add.mutateAsync({ data: toAddressInput(v) }),
        )
      }
    >
      <Form.Item name="contact" label={t('form.contact')} rules={[required(t('form.contact'))]}>
        <Input maxLength={20} placeholder={t('form.contactPlaceholder')} data-testid="address-contact" />
      </Form.Item>
      <Form.Item
        name="mobile"
        label={t('form.mobile')}
        rules={[required(t('form.mobile')), { pattern: MOBILE, message: t('form.mobileRule') }]}
      >
        <Input maxLength={11} inputMode="numeric" placeholder={t('form.mobilePlaceholder')} data-testid="address-mobile" />
      </Form.Item>
      <Form.Item
        name="region"
        label={t('form.region')}
        required
        rules={[
          {
            validator: async (_, value: string[] | undefined) => {
              if (value?.length !== 3) throw new Error(t('form.regionRule'));
            },
          },
        ]}
      >
        <RegionCascader placeholder={t('form.regionPlaceholder')} data-testid="address-region" />
      </Form.Item>
      <Form.Item name="detail" label={t('form.detail')} rules={[required(t('form.detail'))]}>
        <Input.TextArea rows={2} maxLength={120} placeholder={t('form.detailPlaceholder')} data-testid="address-detail" />
      </Form.Item>
      {first && <Typography.Paragraph type="secondary">{t('form.firstHint')}</Typography.Paragraph>}
      <Form.Item name="isDefaultShipping" label={t('form.shipping')} valuePropName="checked" extra={held(holdsShipping, 'shipping')}>
        <Switch disabled={holdsShipping} data-testid="address-shipping" />
      </Form.Item>
      <Form.Item name="isDefaultReturn" label={t('form.return')} valuePropName="checked" extra={held(holdsReturn, 'return')}>
        <Switch disabled={holdsReturn} data-testid="address-return" />
      </Form.Item>
    </FormDialog>
  );
}
