import dayjs from 'dayjs';
import type { TFunction } from 'i18next';
import type { AccountType } from '../../../api/generated/model';

/** A time as the shop reads it: local date and minutes. */
export function when(iso: string | null | undefined): string {
  return iso ? dayjs(iso).format('YYYY-MM-DD HH:mm') : '—';
}

/** A ledger amount with its sign. */
export function signed(amount: string, changeType: string): string {
  return `${changeType === 'decrease' ? '-' : '+'}${amount}`;
}

/** The caption of an account (the balance is the money account). */
export function accountLabel(t: TFunction<'shopUsers'>, type: AccountType): string {
  return t(type === 'money' ? 'user.balance' : `user.${type}`);
}
