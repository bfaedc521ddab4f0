/** One column of an export: its header and how a row gives its cell. */
export interface ExportColumn<T> {
  header: string;
  value: (row: T) => string | number | boolean | null;
}

/** The most rows one export fetches (100 pages of the API's largest page). */
export const EXPORT_LIMIT = 10_000;

/**
 * Fetches every page of the current filter (up to EXPORT_LIMIT rows) and saves them as an
 * .xlsx file. write-excel-file is loaded only when someone exports.
 */
export async function exportXlsx<T>(
  fileName: string,
  columns: ExportColumn<T>[],
  fetchPage: (pageNo: number, pageSize: number) => Promise<{ list: T[]; total: number }>,
): Promise<number> {
  const rows: T[] = [];
  for (let pageNo = 1; rows.length < EXPORT_LIMIT; pageNo += 1) {
    const page = await fetchPage(pageNo, 100);
    rows.push(...page.list);
    if (page.list.length === 0 || rows.length >= page.total) break;
  }
  const { default: writeXlsxFile } = await import('write-excel-file/browser');
  const sheet = [columns.map((c) => c.header), ...rows.map((r) => columns.map((c) => c.value(r)))];
  await writeXlsxFile(sheet).toFile(fileName);
  return rows.length;
}
