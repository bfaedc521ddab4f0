import { Image, Space, Typography } from 'antd';
import type { TFunction } from 'i18next';
import type { AfterSale } from '../../api/generated/model';

/** A value with a smaller one under it. */
export function TwoLines({ first, second }: { first: string; second: string }) {
  return (
    <Space orientation="vertical" size={0}>
      <span style={{ whiteSpace: 'nowrap' }}>{first}</span>
      <Typography.Text type="secondary" style={{ fontSize: 12, whiteSpace: 'nowrap' }}>
        {second}
      </Typography.Text>
    </Space>
  );
}

/** The item an after-sale claims: its picture, name, spec and the quantity claimed. */
export function AfterSaleGoods({ afterSale: a }: { afterSale: AfterSale }) {
  return (
    <Space>
      {a.image && <Image src={a.image} width={40} height={40} preview={false} alt="" />}
      <Space orientation="vertical" size={0}>
        <Typography.Text style={{ maxWidth: 200 }} ellipsis={{ tooltip: a.goodsName }}>
          {a.goodsName}
        </Typography.Text>
        <Typography.Text type="secondary" style={{ fontSize: 12 }}>
          {[a.skuText, `× ${a.quantity}`].filter(Boolean).join('  ')}
        </Typography.Text>
      </Space>
    </Space>
  );
}

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

/** How long until `deadline`, in whole days, else hours, else minutes ("3 days"). */
function timeLeft(t: TFunction<'orders'>, ms: number): string {
  if (ms >= DAY) return t('afterSale.left.days', { count: Math.floor(ms / DAY) });
  if (ms >= HOUR) return t('afterSale.left.hours', { count: Math.floor(ms / HOUR) });
  return t('afterSale.left.minutes', { count: Math.max(1, Math.floor(ms / MINUTE)) });
}

/**
 * What an after-sale is waiting for against its deadline ("2 days left to answer", "awaiting
 * return, 3 days left"); null when it waits for none.
 */
export function deadlineText(t: TFunction<'orders'>, a: AfterSale, now = Date.now()): string | null {
  if (!a.deadline || (a.status !== 'applied' && a.status !== 'awaitingReturn')) return null;
  const ms = new Date(a.deadline).getTime() - now;
  if (ms <= 0) return t('afterSale.deadline.due');
  return t(`afterSale.deadline.${a.status}`, { left: timeLeft(t, ms) });
}
