import { describe, expect, it } from 'vitest';
import type { AttributeTemplate } from '../../../api/generated/model';
import { alignAttributes, attributesInput, rowsFor } from './attributes';

const templates: AttributeTemplate[] = [
  { id: 2, categoryId: 3, name: '补充', rows: [{ name: '季节', required: false, kind: 'multi', options: ['春', '夏'] }, { name: '面料', required: false, kind: 'text' }] },
  { id: 1, categoryId: 3, name: '通用', rows: [{ name: '面料', required: true, kind: 'single', options: ['棉', '丝'] }] },
  { id: 3, categoryId: 4, name: '别的', rows: [{ name: '产地', required: true, kind: 'text' }] },
];

describe('attribute rows', () => {
  it('takes the category’s rows by template id, a repeated name once', () => {
    expect(rowsFor(templates, 3).map((r) => `${r.name}:${r.kind}`)).toEqual(['面料:single', '季节:multi']);
    expect(rowsFor(templates, undefined)).toEqual([]);
  });

  it('keeps what was filled under the same names, dropping values that are no longer options', () => {
    const rows = rowsFor(templates, 3);
    expect(alignAttributes(rows, [{ name: '季节', values: ['夏', '冬'] }, { name: '产地', values: ['杭州'] }])).toEqual([
      { name: '面料', values: [] },
      { name: '季节', values: ['夏'] },
    ]);
  });

  it('sends the filled rows only, trimmed', () => {
    expect(attributesInput([{ name: '面料', values: [' 棉 '] }, { name: '季节', values: [] }, { name: '货号', values: ['  '] }])).toEqual([{ name: '面料', values: ['棉'] }]);
  });
});
