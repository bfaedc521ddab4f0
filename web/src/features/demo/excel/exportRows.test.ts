import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { server } from '../../../test/server';
import { row } from '../../../test/demoFixtures';
import { buildSheet, collectRows, columnWidths } from './exportRows';

const labels = {
  column: (c: string) => `<${c}>`,
  status: (s: string) => `status:${s}`,
};

describe('export rows', () => {
  it('puts a bold header of the chosen columns first, in sheet order, then one typed row per table row', () => {
    const sheet = buildSheet([row(1, { status: 'published' }), row(2)], ['status', 'id', 'switch', 'pageViews'], labels);
    expect(sheet).toHaveLength(3);
    expect(sheet[0]).toEqual([
      { value: '<id>', fontWeight: 'bold' },
      { value: '<status>', fontWeight: 'bold' },
      { value: '<pageViews>', fontWeight: 'bold' },
      { value: '<switch>', fontWeight: 'bold' },
    ]);
    expect(sheet[1]).toEqual([
      { value: 1, type: Number },
      { value: 'status:published', type: String },
      { value: 101, type: Number },
      { value: false, type: Boolean },
    ]);
    expect(sheet[2]?.[3]).toEqual({ value: true, type: Boolean });
    expect(columnWidths(['status', 'id'])).toEqual([{ width: 6 }, { width: 10 }]);
  });

  it('writes times as the table shows them and leaves the picture out', () => {
    const [header, first] = buildSheet([row(3)], ['datetime', 'title'], labels);
    expect(header?.map((c) => (c as { value: string }).value)).toEqual(['<title>', '<datetime>']);
    expect((first?.[1] as { value: string } | undefined)?.value).toMatch(/^2026-11-01 \d\d:00$/);
  });

  it('collects every row of the current filter page by page', async () => {
    const all = Array.from({ length: 130 }, (_, i) => row(i + 1, { title: `tea ${i + 1}` }));
    const asked: string[] = [];
    server.use(
      http.get('*/api/table/getList', ({ request }) => {
        const q = new URL(request.url).searchParams;
        asked.push(q.toString());
        const no = Number(q.get('pageNo'));
        const size = Number(q.get('pageSize'));
        return HttpResponse.json({ code: 200, msg: 'success', data: { list: all.slice((no - 1) * size, no * size), total: all.length } });
      }),
    );
    const rows = await collectRows('tea');
    expect(rows.map((r) => r.id)).toEqual(all.map((r) => r.id));
    expect(asked).toEqual(['title=tea&pageNo=1&pageSize=100', 'title=tea&pageNo=2&pageSize=100']);
  });
});
