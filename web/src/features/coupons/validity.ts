import type { TFunction } from 'i18next';
import type { Coupon } from '../../api/generated/model';
import { formatDateTime } from '../../shared/format';

/** How long a coupon is valid, as a sentence: its window, or its number of days. */
export function validityText(t: TFunction<'coupons'>, c: Pick<Coupon, 'validityType' | 'useStart' | 'useEnd' | 'validDays'>): string {
  if (c.validityType === 'fixed') return `${formatDateTime(c.useStart)} ~ ${formatDateTime(c.useEnd)}`;
  return t(`coupon.validFor.${c.validityType}`, { count: c.validDays });
}
