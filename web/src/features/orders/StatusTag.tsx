import { Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import type { AfterSaleStatus, OrderStatus } from '../../api/generated/model';

const COLORS: Record<OrderStatus, string> = { unpaid: 'orange', paid: 'blue', shipped: 'cyan', completed: 'green', closed: 'default' };

/** An order's status as a coloured tag. */
export function StatusTag({ status }: { status: OrderStatus }) {
  const { t } = useTranslation('orders');
  return <Tag color={COLORS[status]}>{t(`status.${status}`)}</Tag>;
}

const AFTER_SALE_COLORS: Record<AfterSaleStatus, string> = {
  applied: 'orange',
  awaitingReturn: 'blue',
  awaitingReceipt: 'cyan',
  awaitingRefund: 'purple',
  refunded: 'green',
  refused: 'red',
  revoked: 'default',
};

/** An after-sale's status as a coloured tag. */
export function AfterSaleStatusTag({ status }: { status: AfterSaleStatus }) {
  const { t } = useTranslation('orders');
  return <Tag color={AFTER_SALE_COLORS[status]}>{t(`afterSale.status.${status}`)}</Tag>;
}
