import { describe, expect, it, vi } from 'vitest';

const written: { sheet: unknown[][]; fileName: string }[] = [];
vi.mock('write-excel-file/browser', () => ({
  default: (sheet: unknown[][]) => ({ toFile: async (fileName: string) => void written.push({ sheet, fileName }) }),
}));

import { EXPORT_LIMIT, ExportCancelled, exportXlsx, type ExportProgress } from './exportXlsx';

type Row = { id: number; name: string };
const rows = (n: number) => Array.from({ length: n }, (_, i) => ({ id: i + 1, name: `用户${i + 1}` }));
const columns = [
  { header: 'ID', value: (r: Row) => r.id },
  { header: 'Nickname', value: (r: Row) => r.name },
];
function pager(all: Row[], pages: number[] = []) {
  return async (pageNo: number, pageSize: number) => {
    pages.push(pageNo);
    return { list: all.slice((pageNo - 1) * pageSize, pageNo * pageSize), total: all.length };
  };
}

describe('export', () => {
  it('writes every page of the current filter, with the headers of the shown columns, reporting progress', async () => {
    written.length = 0;
    const pages: number[] = [];
    const progress: ExportProgress[] = [];
    const result = await exportXlsx<Row>('users.xlsx', columns, pager(rows(230), pages), (p) => progress.push(p));
    expect(result).toEqual({ count: 230, capped: false });
    expect(pages).toEqual([1, 2, 3]);
    expect(progress).toEqual([
      { done: 100, total: 230 },
      { done: 200, total: 230 },
      { done: 230, total: 230 },
    ]);
    expect(written[0].fileName).toBe('users.xlsx');
    expect(written[0].sheet[0]).toEqual(['ID', 'Nickname']);
    expect(written[0].sheet[230]).toEqual([230, '用户230']);
  });

  it('stops at the limit and says the file is capped', async () => {
    written.length = 0;
    const pages: number[] = [];
    const progress: ExportProgress[] = [];
    const result = await exportXlsx<Row>('big.xlsx', columns, pager(rows(EXPORT_LIMIT + 250), pages), (p) => progress.push(p));
    expect(result).toEqual({ count: EXPORT_LIMIT, capped: true });
    expect(pages).toHaveLength(EXPORT_LIMIT / 100);
    expect(progress.at(-1)).toEqual({ done: EXPORT_LIMIT, total: EXPORT_LIMIT });
    expect(written[0].sheet).toHaveLength(EXPORT_LIMIT + 1);
  });

  it('stops between pages when cancelled, writing nothing', async () => {
    written.length = 0;
    const pages: number[] = [];
    await expect(exportXlsx<Row>('x.xlsx', columns, pager(rows(500), pages), () => undefined, () => pages.length >= 2)).rejects.toBeInstanceOf(
      ExportCancelled,
    );
    expect(pages).toEqual([1, 2]);
    expect(written).toEqual([]);
  });
});
