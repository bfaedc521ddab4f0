import type { CashAccount, CashMethod } from '../../api/generated/model';

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
