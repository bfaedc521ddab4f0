import { describe, expect, it, vi } from 'vitest';

const written: { sheet: unknown[][]; fileName: string }[] = [];
vi.mock('write-excel-file/browser', () => ({
  default: (sheet: unknown[][]) => ({ toFile: async (fileName: string) => void written.push({ sheet, fileName }) }),
}));

import { exportXlsx } from './exportXlsx';

describe('export', () => {
  it('writes every page of the current filter, with the headers of the shown columns', async () => {
    const pages: number[] = [];
    const rows = Array.from({ length: 230 }, (_, i) => ({ id: i + 1, name: `用户${i + 1}` }));
    type Row = { id: number; name: string };
    const n = await exportXlsx<Row>(
      'users.xlsx',
      [
        { header: 'ID', value: (r) => r.id },
        { header: 'Nickname', value: (r) => r.name },
      ],
      async (pageNo, pageSize) => {
        pages.push(pageNo);
        return { list: rows.slice((pageNo - 1) * pageSize, pageNo * pageSize), total: rows.length };
      },
    );
    expect(n).toBe(230);
    expect(pages).toEqual([1, 2, 3]);
    expect(written[0].fileName).toBe('users.xlsx');
    expect(written[0].sheet[0]).toEqual(['ID', 'Nickname']);
    expect(written[0].sheet[230]).toEqual([230, '用户230']);
  });
});
