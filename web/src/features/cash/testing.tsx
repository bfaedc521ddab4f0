import { withdrawalActions } from '../../api/actions.gen';
import type { CashAccount, CashMethod, CashSettings, CashWithdrawal, CashWithdrawalPreview } from '../../api/generated/model';

/** The mock's three sample methods: a bank card (the default), an Alipay and a WeChat account. */
export function sampleMethods(): CashMethod[] {
  return [
    { id: 1, kind: 'bankCard', holder: '张伟', bank: '中国工商银行', branch: '杭州西湖支行', accountNo: '**** **** **** 0004', isDefault: true },
    { id: 2, kind: 'alipay', holder: '张伟', bank: '', branch: '', accountNo: '138****5678', isDefault: false },
    { id: 3, kind: 'wechat', holder: '张伟', bank: '', branch: '', accountNo: 'zh*********op', isDefault: false },
  ];
}

export const BANKS = ['中国工商银行', '中国农业银行', '招商银行'];

export function sampleAccount(over: Partial<CashAccount> = {}): CashAccount {
  return { available: '1234.50', frozen: '200.00', debt: '0.00', withdrawn: '8000.00', pendingSettlement: '356.20', ...over };
}

/** The envelope the generated handlers answer. */
export const envelope = <T,>(data: T) => ({ code: 200 as const, msg: 'success', data });

/** A withdrawal as the list answers it; decided only while pending, as the server's actions say. */
export function sampleWithdrawal(over: Partial<CashWithdrawal> = {}): CashWithdrawal {
  return {
    id: 41, sn: 'W202611280000000041', amount: '500.00', fee: '3.00', net: '497.00', status: 'pending',
    actions: withdrawalActions(over.status ?? 'pending'),
    method: { id: 1, kind: 'bankCard', holder: '张伟', bank: '中国工商银行', accountNo: '**** **** **** 0004' },
    reference: '', reason: '', appliedBy: 'editor', decidedBy: '', createdAt: '2026-11-28T02:00:00Z', decidedAt: null, ...over,
  };
}

export function sampleSettings(over: Partial<CashSettings> = {}): CashSettings {
  return { minAmount: '1.00', maxAmount: '50000.00', feeRate: '0.60', cycleDays: 0, settleDelayDays: 7, ...over };
}

/** A preview of `amount` under the sample settings (0.6 %), refused with `refusal` when given. */
export function samplePreview(amount: string, refusal?: CashWithdrawalPreview['refusal']): CashWithdrawalPreview {
  const fee = (Math.round(Number(amount) * 0.6) / 100).toFixed(2);
  return {
    amount, fee, net: (Number(amount) - Number(fee)).toFixed(2), available: '1234.50', minAmount: '1.00', maxAmount: '50000.00', feeRate: '0.60',
    ...(refusal ? { refusal } : {}),
  };
}
