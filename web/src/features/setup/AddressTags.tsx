import { Space, Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import type { ShopAddress } from '../../api/generated/model';

/** The address's defaults as tags: where parcels are sent from, the return warehouse. */
export function AddressTags({ address: a }: { address: ShopAddress }) {
  const { t } = useTranslation('setup');
  if (!a.isDefaultShipping && !a.isDefaultReturn) return null;
  return (
    <Space size={4} wrap>
      {a.isDefaultShipping && (
        <Tag color="processing" data-testid={`address-shipping-tag-${a.id}`}>
          {t('tags.shipping')}
        </Tag>
      )}
      {a.isDefaultReturn && (
        <Tag color="warning" data-testid={`address-return-tag-${a.id}`}>
          {t('tags.return')}
        </Tag>
      )}
    </Space>
  );
}
