import { useState } from 'react';
import { Alert, Button, Modal, Space, Table, Tag, Typography, Upload } from 'antd';
import { DownloadOutlined, InboxOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import type { OrderBatchShipReport, OrderBatchShipRow } from '../../api/generated/model';
import { uploadForm } from '../../api/upload';
import { useRefresh } from './dialogs';

/** The bounds the server holds a batch-ship file to. */
const MAX_FILE_MB = 5;
const XLSX = '.xlsx';
const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/**
 * Saves the template: the header row alone, in the console's language (the server takes the
 * column names in Chinese or English). write-excel-file is loaded only when asked for.
 */
async function saveTemplate(headers: string[], fileName: string) {
  const { default: writeXlsxFile } = await import('write-excel-file/browser');
  await writeXlsxFile([headers]).toFile(fileName);
}

/**
 * Ships many orders from an .xlsx file: the template, the file dragged or chosen and
 * uploaded with its progress, then the report of every row; the lists and their counts are
 * refreshed once a file was taken.
 */
export function BatchShipDialog({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation('orders');
  const refresh = useRefresh();
  const [report, setReport] = useState<OrderBatchShipReport | null>(null);
  const [refusal, setRefusal] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const check = (file: File) => {
    const refused = !file.name.toLowerCase().endsWith(XLSX) ? t('batchShip.notXlsx') : file.size > MAX_FILE_MB << 20 ? t('batchShip.tooLarge', { mb: MAX_FILE_MB }) : null;
    setRefusal(refused);
    return refused ? Upload.LIST_IGNORE : true;
  };

  const columns = [
    { key: 'row', dataIndex: 'row', title: t('batchShip.row'), width: 70 },
    { key: 'sn', dataIndex: 'sn', title: t('batchShip.sn') },
    {
      key: 'result',
      title: t('batchShip.result'),
      width: 100,
      render: (_: unknown, r: OrderBatchShipRow) => (r.ok ? <Tag color="success">{t('batchShip.ok')}</Tag> : <Tag color="error">{t('batchShip.refused')}</Tag>),
    },
    { key: 'reason', dataIndex: 'reason', title: t('batchShip.reason'), render: (v?: string) => v ?? '' },
  ];

  return (
    <Modal
      open
      title={t('batchShip.title')}
      width={760}
      onCancel={onClose}
      maskClosable={!busy}
      closable={!busy}
      footer={
        <Space>
          {report && (
            <Button data-testid="batch-ship-again" onClick={() => setReport(null)}>
              {t('batchShip.again')}
            </Button>
          )}
          <Button type="primary" disabled={busy} onClick={onClose}>
            {t('batchShip.close')}
          </Button>
        </Space>
      }
    >
      {report ? (
        <>
          <Alert
            type={report.refused > 0 ? 'warning' : 'success'}
            showIcon
            title={t('batchShip.summary', { accepted: report.accepted, refused: report.refused })}
            style={{ marginBottom: 12 }}
            data-testid="batch-ship-summary"
          />
          <Table<OrderBatchShipRow>
            rowKey="row"
            size="small"
            columns={columns}
            dataSource={report.rows}
            pagination={report.rows.length > 10 ? { pageSize: 10, showSizeChanger: false } : false}
            data-testid="batch-ship-report"
          />
        </>
      ) : (
        <>
          <Typography.Paragraph type="secondary">{t('batchShip.hint', { rows: 2000, mb: MAX_FILE_MB })}</Typography.Paragraph>
          <Button
            icon={<DownloadOutlined />}
            style={{ marginBottom: 12 }}
            data-testid="batch-ship-template"
            onClick={() => void saveTemplate([t('batchShip.columns.sn'), t('batchShip.columns.carrier'), t('batchShip.columns.trackingNo')], t('batchShip.templateFile'))}
          >
            {t('batchShip.template')}
          </Button>
          <Upload.Dragger
            accept={`${XLSX},${XLSX_TYPE}`}
            name="file"
            maxCount={1}
            disabled={busy}
            beforeUpload={check}
            customRequest={({ file, onProgress, onSuccess, onError }) => {
              const form = new FormData();
              form.append('file', file as File, (file as File).name);
              setBusy(true);
              setRefusal(null);
              uploadForm<OrderBatchShipReport>('/admin/order/batchShip', form, (percent) => onProgress?.({ percent }))
                .then((answer) => {
                  onSuccess?.(answer);
                  setReport(answer);
                  refresh();
                })
                .catch((error: Error) => {
                  onError?.(error);
                  setRefusal(error.message);
                })
                .finally(() => setBusy(false));
            }}
            data-testid="batch-ship-file"
          >
            <p className="ant-upload-drag-icon">
              <InboxOutlined />
            </p>
            <p className="ant-upload-text">{t('batchShip.drop')}</p>
          </Upload.Dragger>
          {refusal && <Alert type="error" showIcon title={refusal} style={{ marginTop: 12 }} data-testid="batch-ship-refusal" />}
        </>
      )}
    </Modal>
  );
}
