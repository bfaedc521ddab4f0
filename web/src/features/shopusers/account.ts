import type { TFunction } from 'i18next';
import type { AccountType } from '../../api/generated/model';
import { formatMoney } from '../../shared/format';

/** An amount of an account as shown: money with two decimals, points and growth as they come. */
export function accountAmount(type: AccountType, amount: string): string {
  return type === 'money' || type === 'earnings' ? formatMoney(amount) : amount;
}

/** A ledger amount with its sign. */
export function signed(type: AccountType, amount: string, changeType: string): string {
  return `${changeType === 'decrease' ? '-' : '+'}${accountAmount(type, amount)}`;
}

/** The caption of an account (the balance is the money account). */
export function accountLabel(t: TFunction<'shopUsers'>, type: AccountType): string {
  return t(type === 'money' ? 'user.balance' : `user.${type}`);
}
