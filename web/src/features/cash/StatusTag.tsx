import { Tag, Tooltip } from 'antd';
import { useTranslation } from 'react-i18next';
import type { WithdrawalStatus } from '../../api/generated/model';

const COLORS: Record<WithdrawalStatus, string> = { pending: 'processing', paid: 'success', rejected: 'error' };

/** A withdrawal's status; a rejected one tells its reason on hover. */
export function WithdrawalStatusTag({ status, reason, testId }: { status: WithdrawalStatus; reason?: string; testId?: string }) {
  const { t } = useTranslation('cash');
  const tag = (
    <Tag color={COLORS[status]} style={{ marginInlineEnd: 0 }} data-testid={testId}>
      {t(`withdraw.status.${status}`)}
    </Tag>
  );
  return status === 'rejected' && reason ? <Tooltip title={t('withdraw.reasonHint', { reason })}>{tag}</Tooltip> : tag;
}
