import type { AttributeRow, AttributeTemplate, GoodsAttribute, GoodsAttributeInput } from '../../../api/generated/model';

/** One attribute as the form edits it: its row's name and the values (one for text and single rows). */
export interface AttributeValue {
  name: string;
  values: string[];
}

/**
 * The rows a goods of the category fills, as the server reads them: the rows of the
 * category's templates by template id, a name an earlier template took skipped.
 */
export function rowsFor(templates: AttributeTemplate[] | undefined, categoryId: number | undefined): AttributeRow[] {
  if (!categoryId) return [];
  const seen = new Set<string>();
  return [...(templates ?? [])]
    .filter((t) => t.categoryId === categoryId)
    .sort((a, b) => a.id - b.id)
    .flatMap((t) => t.rows)
    .filter((r) => !seen.has(r.name) && seen.add(r.name));
}

/**
 * The form's list for the rows, in their order (the server names a row's field by its place:
 * `attributes[2].values`): what was filled under the same name stays; a value that is no
 * longer an option of a choice row goes.
 */
export function alignAttributes(rows: AttributeRow[], filled: (AttributeValue | GoodsAttribute)[] | undefined): AttributeValue[] {
  const byName = new Map((filled ?? []).map((a) => [a.name, a.values]));
  return rows.map((r) => {
    const values = byName.get(r.name) ?? [];
    return { name: r.name, values: r.kind === 'text' ? values.slice(0, 1) : values.filter((v) => (r.options ?? []).includes(v)) };
  });
}

/** The filled rows as the contract takes them (empty rows left out, text trimmed). */
export function attributesInput(values: AttributeValue[] | undefined): GoodsAttributeInput[] {
  return (values ?? [])
    .map((a) => ({ name: a.name, values: (a.values ?? []).map((v) => v.trim()).filter(Boolean) }))
    .filter((a) => a.values.length > 0);
}
