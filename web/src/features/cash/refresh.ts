import { useQueryClient } from '@tanstack/react-query';
import {
  getAdminCashAccountDetailQueryKey,
  getAdminCashFlowDailyQueryKey,
  getAdminCashFlowIndexQueryKey,
  getAdminCashWithdrawIndexQueryKey,
  getAdminCashWithdrawPreviewQueryKey,
} from '../../api/generated/cash/cash';

/** Every query a money write changes (each key without params: all of them). */
const MONEY_QUERIES = [
  getAdminCashAccountDetailQueryKey(),
  getAdminCashWithdrawIndexQueryKey(),
  getAdminCashWithdrawPreviewQueryKey(),
  getAdminCashFlowIndexQueryKey(),
  getAdminCashFlowDailyQueryKey(),
];

/** Refreshes the account, the withdrawals and the flow after a withdrawal was applied, paid or rejected. */
export function useMoneyRefresh() {
  const queryClient = useQueryClient();
  return () => Promise.all(MONEY_QUERIES.map((queryKey) => queryClient.invalidateQueries({ queryKey }))).then(() => undefined);
}

/** Answers that decided a write: its Idempotency-Key is spent, another attempt needs another. */
export const DECIDED: ReadonlySet<unknown> = new Set([400, 404, 409]);
