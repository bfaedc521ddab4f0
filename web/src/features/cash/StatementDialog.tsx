import { Alert, DatePicker, Form, Typography } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useTranslation } from 'react-i18next';
import { ApiError, CLIENT_ERROR, isApiError } from '../../api/ApiError';
import { fetchFile, saveBlob } from '../../shared/download';
import { FormDialog, useFormKit } from '../../shared/form';

interface Values {
  month: Dayjs;
}

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
 * be picked; a refusal of the server (a 400 naming the month) shows in the dialog, above its
 * button, rather than under the field.
 */
export function StatementDialog({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation('cash');
  const [form] = Form.useForm<Values>();
  const kit = useFormKit<Values>(form, { success: t('statement.done'), onSaved: onClose, tracksChanges: false, refusals: 'message' });

  const download = async ({ month }: Values) => {
    const value = month.format('YYYY-MM');
    try {
      saveBlob(await fetchFile('/admin/cashFlow/statement', { month: value }), t('statement.file', { month: value }));
    } catch (error) {
      // No answer at all (the network): shown in the dialog as a refusal is.
      throw isApiError(error) ? error : new ApiError(CLIENT_ERROR.network, String(error));
    }
  };

  return (
    <FormDialog<Values>
      kit={kit}
      title={t('statement.title')}
      okText={t('statement.download')}
      okButtonProps={{ 'data-testid': 'statement-download' } as never}
      name="cash-statement"
      initialValues={{ month: shopMonth() }}
      onClose={onClose}
      onFinish={(v) => void kit.save(() => download(v))}
    >
      <Typography.Paragraph type="secondary">{t('statement.hint')}</Typography.Paragraph>
      <Form.Item name="month" label={t('statement.month')} rules={[{ required: true, message: t('statement.monthRequired') }]}>
        <DatePicker picker="month" allowClear={false} disabledDate={(d) => isFutureMonth(d)} data-testid="statement-month" />
      </Form.Item>
      {kit.refusal && <Alert type="error" showIcon title={kit.refusal} data-testid="statement-refusal" />}
    </FormDialog>
  );
}
