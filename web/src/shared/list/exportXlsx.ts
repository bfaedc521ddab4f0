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
  /** Rows the export will hold: the filter's total, at most EXPORT_LIMIT. */
  total: number;
}

export interface ExportResult {
  /** Rows written to the file. */
  count: number;
  /** The filter matched more than EXPORT_LIMIT rows: only the first ones were written. */
  capped: boolean;
}

/** Thrown when the export was cancelled between two pages. */
export class ExportCancelled extends Error {
  constructor() {
    super('export cancelled');
    this.name = 'ExportCancelled';
  }
}

/**
 * Fetches the current filter page by page through the list's own API (up to EXPORT_LIMIT
 * rows), reporting progress after each page, and saves the rows as an .xlsx file.
 * write-excel-file is loaded only when someone exports.
 */
export async function exportXlsx<T>(
  fileName: string,
  columns: ExportColumn<T>[],
  fetchPage: (pageNo: number, pageSize: number) => Promise<{ list: T[]; total: number }>,
  onProgress: (p: ExportProgress) => void = () => undefined,
  cancelled: () => boolean = () => false,
): Promise<ExportResult> {
  const rows: T[] = [];
  let total = 0;
  for (let pageNo = 1; rows.length < EXPORT_LIMIT; pageNo += 1) {
    if (cancelled()) throw new ExportCancelled();
    const page = await fetchPage(pageNo, EXPORT_PAGE_SIZE);
    total = page.total;
    rows.push(...page.list);
    onProgress({ done: Math.min(rows.length, EXPORT_LIMIT), total: Math.min(total, EXPORT_LIMIT) });
    if (page.list.length === 0 || rows.length >= total) break;
  }
  if (cancelled()) throw new ExportCancelled();
  const kept = rows.slice(0, EXPORT_LIMIT);
  const { default: writeXlsxFile } = await import('write-excel-file/browser');
  const sheet = [columns.map((c) => c.header), ...kept.map((r) => columns.map((c) => c.value(r)))];
  await writeXlsxFile(sheet).toFile(fileName);
  return { count: kept.length, capped: total > EXPORT_LIMIT };
}
