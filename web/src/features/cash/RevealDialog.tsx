import { Alert, Button, Modal, Spin, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { useAdminCashMethodReveal } from '../../api/generated/cash/cash';
import { isApiError } from '../../api/ApiError';
import type { CashMethod } from '../../api/generated/model';
import { KindTag } from './KindTag';

/**
 * The whole account number of one method, read from the server each time the dialog opens
 * (every read leaves a line in the system log) and not kept once it closes.
 */
export function RevealDialog({ method, onClose }: { method: CashMethod; onClose: () => void }) {
  const { t } = useTranslation('cash');
  const reveal = useAdminCashMethodReveal({ id: method.id }, { query: { staleTime: 0, gcTime: 0, retry: false } });
  return (
    <Modal
      open
      title={t('list.revealTitle')}
      onCancel={onClose}
      footer={<Button onClick={onClose}>{t('list.close')}</Button>}
      destroyOnHidden
    >
      <div style={{ marginBottom: 12 }}>
        <KindTag kind={method.kind} /> {method.holder}
        {method.bank && ` · ${method.bank}`}
      </div>
      {reveal.isPending ? (
        <Spin />
      ) : reveal.data ? (
        <Typography.Paragraph copyable code style={{ fontSize: 18 }} data-testid="cash-revealed">
          {reveal.data.accountNo}
        </Typography.Paragraph>
      ) : (
        <Alert type="error" showIcon title={isApiError(reveal.error) ? reveal.error.msg : t('list.revealFailed')} />
      )}
      {reveal.data && <Alert type="info" showIcon title={t('list.revealRecorded')} />}
    </Modal>
  );
}
