import { useEffect, useRef, useState } from 'react';
import { Alert, Button, Flex, Modal, Progress, Spin, Typography } from 'antd';
import { DownloadOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { showError, showSuccess } from '../../app/feedback';
import { isApiError } from '../../api/ApiError';
import { EXPORT_LIMIT, ExportCancelled, exportXlsx, type ExportColumn, type ExportProgress } from './exportXlsx';
import type { Page, Paging } from './types';

interface ExportButtonProps<T> {
  fileName: string;
  columns: ExportColumn<T>[];
  /** One page of the list's current filter, from its own API; the signal aborts when the export is cancelled. */
  fetchPage: (paging: Paging, signal?: AbortSignal) => Promise<Page<T>>;
}

type Phase = 'fetching' | 'capped';

/**
 * Exports the current filter to .xlsx page by page, with the progress in a dialog: a
 * percentage when the total is exact, the rows fetched so far when it is only a lower bound.
 * Cancel stops it at once, asking for no further page and writing nothing. When the filter
 * matches more than EXPORT_LIMIT rows the dialog stays open to say so.
 */
export function ExportButton<T>({ fileName, columns, fetchPage }: ExportButtonProps<T>) {
  const { t, i18n } = useTranslation('list');
  const [phase, setPhase] = useState<Phase | null>(null);
  const [progress, setProgress] = useState<ExportProgress>({ done: 0, total: null });
  const running = useRef<AbortController | null>(null);

  // Leaving the page ends a running export.
  useEffect(() => () => running.current?.abort(), []);

  const run = async () => {
    const controller = new AbortController();
    running.current = controller;
    setProgress({ done: 0, total: null });
    setPhase('fetching');
    try {
      // The export pages until the rows end: it asks for no exact count, whatever the list shows.
      const page = (pageNo: number, pageSize: number, signal?: AbortSignal) => fetchPage({ pageNo, pageSize, count: undefined }, signal);
      const result = await exportXlsx(fileName, columns, page, setProgress, controller.signal);
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
    } finally {
      if (running.current === controller) running.current = null;
    }
  };

  const cancel = () => {
    running.current?.abort();
    setPhase(null);
  };

  const { done, total } = progress;
  const limit = new Intl.NumberFormat(i18n.language).format(EXPORT_LIMIT);
  const status =
    total === null
      ? t('export.fetched', { done })
      : total > 0 && done >= total && phase === 'fetching'
        ? t('export.writing')
        : t('export.progress', { done, total });
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
              <Button data-testid="export-cancel" onClick={cancel}>
                {t('export.cancel')}
              </Button>
            )
          }
        >
          {total === null ? (
            <Flex gap={8} align="center">
              <Spin size="small" />
              <Typography.Text type="secondary" data-testid="export-count">
                {status}
              </Typography.Text>
            </Flex>
          ) : (
            <>
              <Progress
                percent={total > 0 ? Math.floor((done * 100) / total) : 0}
                status={phase === 'fetching' ? 'active' : 'normal'}
                data-testid="export-progress"
              />
              <Typography.Text type="secondary" data-testid="export-count">
                {status}
              </Typography.Text>
            </>
          )}
          {phase === 'capped' && (
            <Alert style={{ marginTop: 12 }} type="warning" showIcon data-testid="export-capped" title={t('export.capped', { limit })} />
          )}
        </Modal>
      )}
    </>
  );
}
