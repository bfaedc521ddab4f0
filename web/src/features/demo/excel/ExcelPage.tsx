import { useState } from 'react';
import { Button, Card, Checkbox, Form, Input, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { showSuccess } from '../../../app/feedback';
import { useGetDemoTableList } from '../../../api/generated/demo/demo';
import { buildSheet, collectRows, downloadXlsx, EXPORT_COLUMNS, type ExportColumn } from './exportRows';

const DEFAULT_COLUMNS: ExportColumn[] = ['id', 'title', 'author', 'status', 'datetime', 'pageViews'];

/** Excel export: pick the columns and a title filter, then download the matching table rows as .xlsx. */
export default function ExcelPage() {
  const { t } = useTranslation('demo');
  const [columns, setColumns] = useState<ExportColumn[]>(DEFAULT_COLUMNS);
  const [title, setTitle] = useState('');
  const [fileName, setFileName] = useState('table');
  const [busy, setBusy] = useState(false);
  // One row is enough to learn how many match.
  const count = useGetDemoTableList({ title: title.trim() || undefined, pageNo: 1, pageSize: 1 });

  const run = async () => {
    setBusy(true);
    try {
      const rows = await collectRows(title.trim());
      const sheet = buildSheet(rows, columns, { column: (c) => t(`table.${c}`), status: (s) => t(`status.${s}`) });
      await downloadXlsx(sheet, columns, fileName.trim() || 'table');
      showSuccess(t('exported', { count: rows.length }));
    } finally {
      setBusy(false);
    }
  };

  return (
    <Card>
      <Form layout="vertical" style={{ maxWidth: 640 }}>
        <Form.Item label={t('excel.fileName')}>
          <Input value={fileName} onChange={(e) => setFileName(e.target.value)} suffix=".xlsx" maxLength={60} />
        </Form.Item>
        <Form.Item label={t('excel.filter')}>
          <Input allowClear value={title} onChange={(e) => setTitle(e.target.value)} placeholder={t('table.titlePlaceholder')} />
        </Form.Item>
        <Form.Item label={t('excel.chooseColumns')}>
          <Checkbox.Group
            value={columns}
            onChange={(v) => setColumns(v as ExportColumn[])}
            options={EXPORT_COLUMNS.map((c) => ({ value: c, label: t(`table.${c}`) }))}
          />
        </Form.Item>
        <Typography.Paragraph type="secondary" data-testid="excel-count">
          {t('excel.rows', { count: count.data?.total ?? 0 })}
        </Typography.Paragraph>
        <Button type="primary" loading={busy} disabled={columns.length === 0} onClick={() => void run()}>
          {t('export')}
        </Button>
      </Form>
    </Card>
  );
}
