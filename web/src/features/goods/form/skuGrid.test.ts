import { describe, expect, it } from 'vitest';
import { batchFill, combinations, regenerate, totalStock, usableSpecs } from './skuGrid';

describe('SKU grid', () => {
  const colour = { name: '颜色', values: ['红', '蓝'] };
  const size = { name: '尺码', values: ['S', 'M', 'L'] };

  it('generates every combination, the first spec slowest', () => {
    expect(combinations([colour, size])).toEqual([
      ['红', 'S'], ['红', 'M'], ['红', 'L'], ['蓝', 'S'], ['蓝', 'M'], ['蓝', 'L'],
    ]);
    expect(combinations([])).toEqual([[]]);
    expect(combinations([colour, size, { values: ['棉', '麻'] }])).toHaveLength(12);
  });

  it('ignores unnamed specs, blank and repeated values', () => {
    expect(usableSpecs([{ name: ' 颜色 ', values: ['红', ' ', '红', '蓝 '] }, { name: '', values: ['x'] }, { name: '材质', values: [] }])).toEqual([
      { name: '颜色', values: ['红', '蓝'] },
    ]);
  });

  it('keeps the rows of combinations that stay and drops gone ones', () => {
    const first = regenerate([colour], undefined);
    expect(first).toEqual([{ specs: ['红'], stock: 0 }, { specs: ['蓝'], stock: 0 }]);
    const priced = [{ ...first[0], id: 7, price: '9.90', stock: 5 }, first[1]];
    const next = regenerate([{ ...colour, values: ['红', '绿'] }], priced);
    expect(next).toEqual([{ id: 7, specs: ['红'], price: '9.90', stock: 5 }, { specs: ['绿'], stock: 0 }]);
    // A second spec makes new combinations: the old single-value rows go.
    expect(regenerate([colour, size], priced)).toHaveLength(6);
  });

  it('fills prices and stock into every row, leaving empty fields alone', () => {
    const rows = regenerate([colour], undefined).map((r, i) => ({ ...r, weight: 100 + i }));
    const filled = batchFill(rows, { price: '19.90', stock: 8, marketPrice: '' });
    expect(filled.map((r) => [r.price, r.stock, r.weight, r.marketPrice])).toEqual([
      ['19.90', 8, 100, undefined],
      ['19.90', 8, 101, undefined],
    ]);
    expect(totalStock(filled)).toBe(16);
  });
});
