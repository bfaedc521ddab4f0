import type { CellObject, Row, SheetData } from 'write-excel-file/browser';
import { getDemoTableList } from '../../../api/generated/demo/demo';
import type { DemoTableRow } from '../../../api/generated/model';
import { formatDateTime } from '../../../shared/format';

/** The table's fields that an export may hold, in sheet order. */
export const EXPORT_COLUMNS = [
  'id',
  'title',
  'author',
  'status',
  'datetime',
  'pageViews',
  'rate',
  'percent',
  'percentage',
  'switch',
  'description',
  'uuid',
] as const;
export type ExportColumn = (typeof EXPORT_COLUMNS)[number];

export interface SheetLabels {
  column(column: ExportColumn): string;
  status(status: DemoTableRow['status']): string;
}

const WIDTHS: Record<ExportColumn, number> = {
  id: 6, title: 30, author: 18, status: 10, datetime: 18, pageViews: 10, rate: 6,
  percent: 10, percentage: 10, switch: 8, description: 50, uuid: 38,
};

function cell(row: DemoTableRow, column: ExportColumn, labels: SheetLabels): CellObject {
  switch (column) {
    case 'status':
      return { value: labels.status(row.status), type: String };
    case 'datetime':
      // Local time, as the table shows it; Excel dates carry no zone.
      return { value: formatDateTime(row.datetime), type: String };
    case 'id':
    case 'pageViews':
    case 'rate':
    case 'percent':
    case 'percentage':
      return { value: row[column], type: Number };
    case 'switch':
      return { value: row.switch, type: Boolean };
    default:
      return { value: row[column], type: String };
  }
}

/**
 * The sheet of an export: a bold header row with the chosen columns' captions, then one row
 * per table row, in the order of EXPORT_COLUMNS whatever order they were chosen in.
 */
export function buildSheet(rows: DemoTableRow[], chosen: readonly ExportColumn[], labels: SheetLabels): SheetData {
  const columns = EXPORT_COLUMNS.filter((c) => chosen.includes(c));
  const header: Row = columns.map((c) => ({ value: labels.column(c), fontWeight: 'bold' }));
  return [header, ...rows.map((row) => columns.map((c) => cell(row, c, labels)))];
}

export function columnWidths(chosen: readonly ExportColumn[]): { width: number }[] {
  return EXPORT_COLUMNS.filter((c) => chosen.includes(c)).map((c) => ({ width: WIDTHS[c] }));
}

/** Every row matching the title filter, fetched page by page (the API pages at most 100). */
export async function collectRows(title: string): Promise<DemoTableRow[]> {
  const out: DemoTableRow[] = [];
  for (let pageNo = 1; ; pageNo += 1) {
    const page = await getDemoTableList({ title: title || undefined, pageNo, pageSize: 100 });
    out.push(...page.list);
    if (page.list.length === 0 || out.length >= page.total) return out;
  }
}

/** Writes the sheet as an .xlsx download; the writer is loaded only when someone exports. */
export async function downloadXlsx(sheet: SheetData, chosen: readonly ExportColumn[], fileName: string): Promise<void> {
  const { default: writeXlsxFile } = await import('write-excel-file/browser');
  const name = fileName.toLowerCase().endsWith('.xlsx') ? fileName : `${fileName}.xlsx`;
  await writeXlsxFile(sheet, { sheet: 'Table', columns: columnWidths(chosen), stickyRowsCount: 1 }).toFile(name);
}
