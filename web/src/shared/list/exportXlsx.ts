import { isBounded } from './figures';
import type { Page } from './types';

/** One column of an export: its header and how a row gives its cell. */
export interface ExportColumn<T> {
  header: string;
  value: (row: T) => string | number | boolean | null;
}

/** The most rows one export fetches (100 pages of the API's largest page). */
export const EXPORT_LIMIT = 10_000;
const EXPORT_PAGE_SIZE = 100;

export interface ExportProgress {
  /** Rows fetched so far. */
  done: number;
  /**
   * Rows the export will hold: the filter's total, at most EXPORT_LIMIT; null while the
   * total is only a lower bound (the list counted up to its cap), when only a short page
   * tells the end.
   */
  total: number | null;
}

export interface ExportResult {
  /** Rows written to the file. */
  count: number;
  /** The filter matched more than EXPORT_LIMIT rows: only the first ones were written. */
  capped: boolean;
}

/** Thrown when the export was cancelled: no page is asked for after it, nothing is written. */
export class ExportCancelled extends Error {
  constructor() {
    super('export cancelled');
    this.name = 'ExportCancelled';
  }
}

/** The page, or ExportCancelled as soon as the signal aborts (the page's answer is then dropped). */
function unlessCancelled<T>(page: Promise<T>, signal: AbortSignal | undefined): Promise<T> {
  if (!signal) return page;
  if (signal.aborted) return Promise.reject(new ExportCancelled());
  return new Promise<T>((resolve, reject) => {
    const cancel = () => reject(new ExportCancelled());
    signal.addEventListener('abort', cancel, { once: true });
    page.then(resolve, reject).finally(() => signal.removeEventListener('abort', cancel));
  });
}

/**
 * Fetches the current filter page by page through the list's own API (up to EXPORT_LIMIT
 * rows), reporting progress after each page, and saves the rows as an .xlsx file.
 * write-excel-file is loaded only when someone exports.
 *
 * With an exact total the rows end there. A total counted up to the cap is no end: the rows
 * end where a page comes back short, and one row past the limit tells that the filter
 * matched more.
 */
export async function exportXlsx<T>(
  fileName: string,
  columns: ExportColumn<T>[],
  fetchPage: (pageNo: number, pageSize: number, signal?: AbortSignal) => Promise<Page<T>>,
  onProgress: (p: ExportProgress) => void = () => undefined,
  signal?: AbortSignal,
): Promise<ExportResult> {
  const rows: T[] = [];
  let total: number | null = null;
  for (let pageNo = 1; ; pageNo += 1) {
    const page = await unlessCancelled(fetchPage(pageNo, EXPORT_PAGE_SIZE, signal), signal);
    rows.push(...page.list);
    total = isBounded(page.total, page) ? null : page.total;
    onProgress({ done: Math.min(rows.length, EXPORT_LIMIT), total: total === null ? null : Math.min(total, EXPORT_LIMIT) });
    const last =
      total !== null
        ? page.list.length === 0 || rows.length >= Math.min(total, EXPORT_LIMIT)
        : page.list.length < EXPORT_PAGE_SIZE || rows.length > EXPORT_LIMIT;
    if (last) break;
  }
  if (signal?.aborted) throw new ExportCancelled();
  const kept = rows.slice(0, EXPORT_LIMIT);
  // The rows found their end: now the file's size is known.
  if (total === null) onProgress({ done: kept.length, total: kept.length });
  const { default: writeXlsxFile } = await import('write-excel-file/browser');
  const sheet = [columns.map((c) => c.header), ...kept.map((r) => columns.map((c) => c.value(r)))];
  await writeXlsxFile(sheet).toFile(fileName);
  return { count: kept.length, capped: total !== null ? total > EXPORT_LIMIT : rows.length > EXPORT_LIMIT };
}
