import { useState } from 'react';
import { Button } from 'antd';
import { DownloadOutlined } from '@ant-design/icons';
import { isApiError } from '../../api/ApiError';
import { showError, showSuccess } from '../../app/feedback';
import { fetchFile, saveBlob } from '../../shared/download';

interface ExportFileProps {
  /** The export's path under the API ('/admin/stats/dealExport'). */
  path: string;
  params: Record<string, string | undefined>;
  fileName: string;
  label: string;
  done: string;
  testId: string;
}

/** Downloads the server's .xlsx of the figures shown, with the session's token (the shared downloads). */
export function ExportFile({ path, params, fileName, label, done, testId }: ExportFileProps) {
  const [busy, setBusy] = useState(false);
  const run = async () => {
    setBusy(true);
    try {
      const query = Object.fromEntries(Object.entries(params).filter((e): e is [string, string] => Boolean(e[1])));
      saveBlob(await fetchFile(path, query), fileName);
      showSuccess(done);
    } catch (error) {
      showError(isApiError(error) ? error.msg : String(error));
    } finally {
      setBusy(false);
    }
  };
  return (
    <Button icon={<DownloadOutlined />} loading={busy} onClick={() => void run()} data-testid={testId}>
      {label}
    </Button>
  );
}
