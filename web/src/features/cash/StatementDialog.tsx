import { useState } from 'react';
import { Alert, DatePicker, Form, Modal, Typography } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useTranslation } from 'react-i18next';
import { isApiError } from '../../api/ApiError';
import { showSuccess } from '../../app/feedback';
import { fetchFile, saveBlob } from '../../shared/download';

/**
 * The shop's time zone (UTC+8): a month has begun when it has begun there. A copy of the
 * server's kernel.ShopZone (server/kernel/zone.go), tied to it by its TestConsoleShopOffset.
 */
const SHOP_OFFSET_MINUTES = 8 * 60;

/** The current month in shop time. */
function shopMonth(now: Dayjs = dayjs()): Dayjs {
  return now.add(now.utcOffset() * -1 + SHOP_OFFSET_MINUTES, 'minute').startOf('month');
}

/** A month that has not begun yet (shop time): the statement refuses it. */
export function isFutureMonth(month: Dayjs, now: Dayjs = dayjs()): boolean {
  return month.startOf('month').isAfter(shopMonth(now), 'month');
}

/**
 * Downloads a month's statement (.xlsx) with the session's token. Months not yet begun cannot
 * be picked; a refusal of the server (a 400 naming the month) shows in the dialog.
 */
export function StatementDialog({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation('cash');
  const [form] = Form.useForm<{ month: Dayjs }>();
  const [busy, setBusy] = useState(false);
  const [refusal, setRefusal] = useState<string | null>(null);

  const download = async ({ month }: { month: Dayjs }) => {
    const value = month.format('YYYY-MM');
    setBusy(true);
    setRefusal(null);
    try {
      const blob = await fetchFile('/admin/cashFlow/statement', { month: value });
      saveBlob(blob, t('statement.file', { month: value }));
      showSuccess(t('statement.done'));
      onClose();
    } catch (error) {
      setRefusal(isApiError(error) ? error.msg : String(error));
    } finally {
      setBusy(false);
    }
  };

  return (
    <Modal
      open
      title={t('statement.title')}
      okText={t('statement.download')}
      confirmLoading={busy}
      okButtonProps={{ 'data-testid': 'statement-download' } as never}
      onOk={() => form.submit()}
      onCancel={onClose}
      destroyOnHidden
    >
      <Typography.Paragraph type="secondary">{t('statement.hint')}</Typography.Paragraph>
      <Form form={form} layout="vertical" name="cash-statement" initialValues={{ month: shopMonth() }} onFinish={(v) => void download(v)}>
        <Form.Item name="month" label={t('statement.month')} rules={[{ required: true, message: t('statement.monthRequired') }]}>
          <DatePicker picker="month" allowClear={false} disabledDate={(d) => isFutureMonth(d)} data-testid="statement-month" />
        </Form.Item>
      </Form>
      {refusal && <Alert type="error" showIcon title={refusal} data-testid="statement-refusal" />}
    </Modal>
  );
}
