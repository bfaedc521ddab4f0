import { useRef, useState } from 'react';
import { Alert, Button, Modal, Progress, Typography } from 'antd';
import { DownloadOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { showError, showSuccess } from '../../app/feedback';
import { isApiError } from '../../api/ApiError';
import { EXPORT_LIMIT, ExportCancelled, exportXlsx, type ExportColumn, type ExportProgress } from './exportXlsx';
import type { Page, Paging } from './types';

interface ExportButtonProps<T> {
  fileName: string;
  columns: ExportColumn<T>[];
  /** One page of the list's current filter, from its own API. */
  fetchPage: (paging: Paging) => Promise<Page<T>>;
}

type Phase = 'fetching' | 'capped';

/**
 * Exports the current filter to .xlsx page by page, with the progress in a dialog. When the
 * filter matches more than EXPORT_LIMIT rows the dialog stays open to say so.
 */
export function ExportButton<T>({ fileName, columns, fetchPage }: ExportButtonProps<T>) {
  const { t, i18n } = useTranslation('list');
  const [phase, setPhase] = useState<Phase | null>(null);
  const [progress, setProgress] = useState<ExportProgress>({ done: 0, total: 0 });
  const cancelled = useRef(false);

  const run = async () => {
    cancelled.current = false;
    setProgress({ done: 0, total: 0 });
    setPhase('fetching');
    try {
      const result = await exportXlsx(fileName, columns, (pageNo, pageSize) => fetchPage({ pageNo, pageSize }), setProgress, () => cancelled.current);
      if (result.capped) {
        setPhase('capped');
        return;
      }
      setPhase(null);
      showSuccess(t('export.done', { count: result.count }));
    } catch (e) {
      setPhase(null);
      // A failed page was reported by the API layer already; a cancel needs no words.
      if (!(e instanceof ExportCancelled) && !isApiError(e)) showError(e instanceof Error ? e.message : String(e));
    }
  };

  const percent = progress.total > 0 ? Math.floor((progress.done * 100) / progress.total) : 0;
  const limit = new Intl.NumberFormat(i18n.language).format(EXPORT_LIMIT);
  return (
    <>
      <Button data-testid="export" icon={<DownloadOutlined />} loading={phase === 'fetching'} onClick={() => void run()}>
        {t('export.button')}
      </Button>
      {phase !== null && (
        <Modal
          open
          title={t('export.title')}
          closable={false}
          mask={{ closable: false }}
          footer={
            phase === 'capped' ? (
              <Button type="primary" onClick={() => setPhase(null)}>
                {t('export.close')}
              </Button>
            ) : (
              <Button onClick={() => (cancelled.current = true)}>{t('export.cancel')}</Button>
            )
          }
        >
          <Progress percent={percent} status={phase === 'fetching' ? 'active' : 'normal'} data-testid="export-progress" />
          <Typography.Text type="secondary" data-testid="export-count">
            {progress.total > 0 && progress.done >= progress.total && phase === 'fetching'
              ? t('export.writing')
              : t('export.progress', { done: progress.done, total: progress.total })}
          </Typography.Text>
          {phase === 'capped' && (
            <Alert style={{ marginTop: 12 }} type="warning" showIcon data-testid="export-capped" title={t('export.capped', { limit })} />
          )}
        </Modal>
      )}
    </>
  );
}
