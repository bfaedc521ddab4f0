import { Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import type { OrderStatus } from '../../api/generated/model';

const COLORS: Record<OrderStatus, string> = { unpaid: 'orange', paid: 'blue', shipped: 'cyan', completed: 'green', closed: 'default' };

/** An order's status as a coloured tag. */
export function StatusTag({ status }: { status: OrderStatus }) {
  const { t } = useTranslation('orders');
  return <Tag color={COLORS[status]}>{t(`status.${status}`)}</Tag>;
}
