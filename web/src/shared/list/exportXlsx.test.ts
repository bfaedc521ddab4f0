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
/** The list's API over `all`; with a cap, it counts up to it as a filtered list does. */
function pager(all: Row[], pages: number[] = [], cap?: number) {
  return async (pageNo: number, pageSize: number) => {
    pages.push(pageNo);
    const list = all.slice((pageNo - 1) * pageSize, pageNo * pageSize);
    if (cap !== undefined && all.length >= cap) return { list, total: cap, exact: false, countCap: cap };
    return { list, total: all.length, exact: true };
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

  it('goes past a total counted up to the cap, until a page comes back short', async () => {
    written.length = 0;
    const pages: number[] = [];
    const progress: ExportProgress[] = [];
    const result = await exportXlsx<Row>('many.xlsx', columns, pager(rows(2_345), pages, 1_000), (p) => progress.push(p));
    expect(result).toEqual({ count: 2_345, capped: false });
    expect(pages).toEqual(Array.from({ length: 24 }, (_, i) => i + 1));
    // No total while only a lower bound is known; the end gives it.
    expect(progress.slice(0, 3)).toEqual([
      { done: 100, total: null },
      { done: 200, total: null },
      { done: 300, total: null },
    ]);
    expect(progress.at(-2)).toEqual({ done: 2_345, total: null });
    expect(progress.at(-1)).toEqual({ done: 2_345, total: 2_345 });
    expect(written[0].sheet).toHaveLength(2_346);
    expect(written[0].sheet[2_345]).toEqual([2_345, '用户2345']);
  });

  it('without an exact total, tells a capped file by a row past the limit', async () => {
    written.length = 0;
    const pages: number[] = [];
    const over = await exportXlsx<Row>('over.xlsx', columns, pager(rows(EXPORT_LIMIT + 1), pages, 1_000));
    expect(over).toEqual({ count: EXPORT_LIMIT, capped: true });
    expect(pages).toHaveLength(EXPORT_LIMIT / 100 + 1);
    expect(written[0].sheet).toHaveLength(EXPORT_LIMIT + 1);

    pages.length = 0;
    const exactlyAtLimit = await exportXlsx<Row>('limit.xlsx', columns, pager(rows(EXPORT_LIMIT), pages, 1_000));
    expect(exactlyAtLimit).toEqual({ count: EXPORT_LIMIT, capped: false });
    expect(pages).toHaveLength(EXPORT_LIMIT / 100 + 1);
  });

  it('asks for no page after a cancel, writing nothing', async () => {
    written.length = 0;
    const pages: number[] = [];
    const cancel = new AbortController();
    const fetchPage = pager(rows(500), pages);
    const counting = async (pageNo: number, pageSize: number) => {
      if (pageNo === 2) cancel.abort();
      return fetchPage(pageNo, pageSize);
    };
    await expect(exportXlsx<Row>('x.xlsx', columns, counting, () => undefined, cancel.signal)).rejects.toBeInstanceOf(ExportCancelled);
    expect(pages).toEqual([1, 2]);
    expect(written).toEqual([]);
  });

  it('drops the page in flight when cancelled, and hands the signal to the request', async () => {
    written.length = 0;
    const pages: number[] = [];
    const signals: (AbortSignal | undefined)[] = [];
    const cancel = new AbortController();
    const fetchPage = pager(rows(500), pages);
    const hanging = (pageNo: number, pageSize: number, signal?: AbortSignal) => {
      signals.push(signal);
      if (pageNo < 2) return fetchPage(pageNo, pageSize);
      // The second page never answers.
      pages.push(pageNo);
      return new Promise<never>(() => undefined);
    };
    const exported = exportXlsx<Row>('x.xlsx', columns, hanging, () => undefined, cancel.signal);
    await vi.waitFor(() => expect(pages).toEqual([1, 2]));
    cancel.abort();
    await expect(exported).rejects.toBeInstanceOf(ExportCancelled);
    expect(signals).toEqual([cancel.signal, cancel.signal]);
    expect(pages).toEqual([1, 2]);
    expect(written).toEqual([]);
  });
});
