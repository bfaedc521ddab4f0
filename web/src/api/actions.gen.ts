// Code generated from the server's state machines by server/cmd/gen-actions. DO NOT EDIT.

import type { AfterSale, AfterSaleAction, AfterSaleKind, AfterSaleStatus, OrderAction, OrderStatus, RightsStatus, WithdrawalAction, WithdrawalStatus } from './generated/model';

/** The staff's actions an order in each status allows (server/orders StaffActions). */
export const ORDER_ACTIONS: Record<OrderStatus, readonly OrderAction[]> = {
  unpaid: ['changePrice', 'cancel', 'remark'],
  paid: ['ship', 'cancel', 'remark'],
  shipped: ['remark'],
  completed: ['remark'],
  closed: ['remark'],
};

/** The actions an order in `status` allows, as the server answers them. */
export function orderActions(status: OrderStatus): OrderAction[] {
  return [...ORDER_ACTIONS[status]];
}

/** What the server's answer on an after-sale depends on: its kind, its status, its rights claim's status ('' none) and whether its refund was asked for (refundSn set). */
type AfterSaleCase = `${AfterSaleKind}/${AfterSaleStatus}/${RightsStatus | ''}/${'asked' | 'notAsked'}`;

/** The staff's actions an after-sale allows (server/orders AfterSaleStaffActions), by case; a case not listed allows none. */
export const AFTER_SALE_ACTIONS: Partial<Record<AfterSaleCase, readonly AfterSaleAction[]>> = {
  'refund/applied//notAsked': ['agree', 'refuse'],
  'refund/applied//asked': ['agree', 'refuse'],
  'refund/applied/new/notAsked': ['agree', 'refuse'],
  'refund/applied/new/asked': ['agree', 'refuse'],
  'refund/applied/forwarded/notAsked': ['agree', 'refuse'],
  'refund/applied/forwarded/asked': ['agree', 'refuse'],
  'refund/applied/appealed/notAsked': ['agree', 'refuse'],
  'refund/applied/appealed/asked': ['agree', 'refuse'],
  'refund/applied/arbitration/notAsked': ['agree', 'refuse'],
  'refund/applied/arbitration/asked': ['agree', 'refuse'],
  'refund/applied/closed/notAsked': ['agree', 'refuse'],
  'refund/applied/closed/asked': ['agree', 'refuse'],
  'refund/awaitingReceipt//notAsked': ['receive', 'rejectGoods'],
  'refund/awaitingReceipt//asked': ['receive', 'rejectGoods'],
  'refund/awaitingReceipt/new/notAsked': ['receive', 'rejectGoods'],
  'refund/awaitingReceipt/new/asked': ['receive', 'rejectGoods'],
  'refund/awaitingReceipt/forwarded/notAsked': ['receive', 'rejectGoods'],
  'refund/awaitingReceipt/forwarded/asked': ['receive', 'rejectGoods'],
  'refund/awaitingReceipt/appealed/notAsked': ['receive', 'rejectGoods'],
  'refund/awaitingReceipt/appealed/asked': ['receive', 'rejectGoods'],
  'refund/awaitingReceipt/arbitration/notAsked': ['receive', 'rejectGoods'],
  'refund/awaitingReceipt/arbitration/asked': ['receive', 'rejectGoods'],
  'refund/awaitingReceipt/closed/notAsked': ['receive', 'rejectGoods'],
  'refund/awaitingReceipt/closed/asked': ['receive', 'rejectGoods'],
  'refund/awaitingRefund//notAsked': ['refund'],
  'refund/awaitingRefund/new/notAsked': ['refund'],
  'refund/awaitingRefund/forwarded/notAsked': ['refund'],
  'refund/awaitingRefund/appealed/notAsked': ['refund'],
  'refund/awaitingRefund/arbitration/notAsked': ['refund'],
  'refund/awaitingRefund/closed/notAsked': ['refund'],
  'refund/refused/new/notAsked': ['rightsForward'],
  'refund/refused/new/asked': ['rightsForward'],
  'refund/refused/forwarded/notAsked': ['rightsAppeal', 'rightsArbitrate'],
  'refund/refused/forwarded/asked': ['rightsAppeal', 'rightsArbitrate'],
  'refund/refused/appealed/notAsked': ['rightsArbitrate'],
  'refund/refused/appealed/asked': ['rightsArbitrate'],
  'refund/refused/arbitration/notAsked': ['rightsClose'],
  'refund/refused/arbitration/asked': ['rightsClose'],
  'return/applied//notAsked': ['agree', 'refuse'],
  'return/applied//asked': ['agree', 'refuse'],
  'return/applied/new/notAsked': ['agree', 'refuse'],
  'return/applied/new/asked': ['agree', 'refuse'],
  'return/applied/forwarded/notAsked': ['agree', 'refuse'],
  'return/applied/forwarded/asked': ['agree', 'refuse'],
  'return/applied/appealed/notAsked': ['agree', 'refuse'],
  'return/applied/appealed/asked': ['agree', 'refuse'],
  'return/applied/arbitration/notAsked': ['agree', 'refuse'],
  'return/applied/arbitration/asked': ['agree', 'refuse'],
  'return/applied/closed/notAsked': ['agree', 'refuse'],
  'return/applied/closed/asked': ['agree', 'refuse'],
  'return/awaitingReceipt//notAsked': ['receive', 'rejectGoods'],
  'return/awaitingReceipt//asked': ['receive', 'rejectGoods'],
  'return/awaitingReceipt/new/notAsked': ['receive', 'rejectGoods'],
  'return/awaitingReceipt/new/asked': ['receive', 'rejectGoods'],
  'return/awaitingReceipt/forwarded/notAsked': ['receive', 'rejectGoods'],
  'return/awaitingReceipt/forwarded/asked': ['receive', 'rejectGoods'],
  'return/awaitingReceipt/appealed/notAsked': ['receive', 'rejectGoods'],
  'return/awaitingReceipt/appealed/asked': ['receive', 'rejectGoods'],
  'return/awaitingReceipt/arbitration/notAsked': ['receive', 'rejectGoods'],
  'return/awaitingReceipt/arbitration/asked': ['receive', 'rejectGoods'],
  'return/awaitingReceipt/closed/notAsked': ['receive', 'rejectGoods'],
  'return/awaitingReceipt/closed/asked': ['receive', 'rejectGoods'],
  'return/awaitingRefund//notAsked': ['refund'],
  'return/awaitingRefund/new/notAsked': ['refund'],
  'return/awaitingRefund/forwarded/notAsked': ['refund'],
  'return/awaitingRefund/appealed/notAsked': ['refund'],
  'return/awaitingRefund/arbitration/notAsked': ['refund'],
  'return/awaitingRefund/closed/notAsked': ['refund'],
  'return/refused/new/notAsked': ['rightsForward'],
  'return/refused/new/asked': ['rightsForward'],
  'return/refused/forwarded/notAsked': ['rightsAppeal', 'rightsArbitrate'],
  'return/refused/forwarded/asked': ['rightsAppeal', 'rightsArbitrate'],
  'return/refused/appealed/notAsked': ['rightsArbitrate'],
  'return/refused/appealed/asked': ['rightsArbitrate'],
  'return/refused/arbitration/notAsked': ['rightsClose'],
  'return/refused/arbitration/asked': ['rightsClose'],
};

/** The actions an after-sale allows, as the server answers them. */
export function afterSaleActions(a: Pick<AfterSale, 'kind' | 'status' | 'rights' | 'refundSn'>): AfterSaleAction[] {
  const key: AfterSaleCase = `${a.kind}/${a.status}/${a.rights?.status ?? ''}/${a.refundSn ? 'asked' : 'notAsked'}`;
  return [...(AFTER_SALE_ACTIONS[key] ?? [])];
}

/** The approver's actions a withdrawal in each status allows (server/cash WithdrawalActions). */
export const WITHDRAWAL_ACTIONS: Record<WithdrawalStatus, readonly WithdrawalAction[]> = {
  pending: ['pay', 'reject'],
  paid: [],
  rejected: [],
};

/** The actions a withdrawal in `status` allows, as the server answers them. */
export function withdrawalActions(status: WithdrawalStatus): WithdrawalAction[] {
  return [...WITHDRAWAL_ACTIONS[status]];
}
