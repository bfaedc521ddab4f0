import type { DemoTableRow } from '../api/generated/model';

/** A demo table row with every field of the contract; ids make the rest distinct. */
export function row(id: number, over: Partial<DemoTableRow> = {}): DemoTableRow {
  return {
    uuid: `00000000-0000-4000-8000-${String(id).padStart(12, '0')}`,
    id,
    title: `Row ${id}`,
    description: `About row ${id}`,
    status: 'draft',
    author: 'Li Lei',
    datetime: '2026-11-01T09:00:00Z',
    pageViews: 100 + id,
    img: 'data:image/svg+xml,x',
    switch: id % 2 === 0,
    percent: 90,
    rate: 4,
    percentage: 25,
    ...over,
  };
}
