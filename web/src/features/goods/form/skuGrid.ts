/** A spec as the form edits it: a name and its values. */
export interface SpecRow {
  name?: string;
  values?: string[];
}

/** One row of the SKU grid: a combination of spec values with its own fields. */
export interface SkuRow {
  id?: number;
  specs: string[];
  price?: string;
  marketPrice?: string;
  costPrice?: string;
  stock?: number;
  weight?: number;
  volume?: number;
  barcode?: string;
  /** The SKU's own album picture. */
  pictureId?: number;
}

/** The specs that count: named, with at least one value (blank values left out, repeats once). */
export function usableSpecs(specs: SpecRow[] | undefined): { name: string; values: string[] }[] {
  return (specs ?? [])
    .map((s) => ({ name: (s.name ?? '').trim(), values: [...new Set((s.values ?? []).map((v) => v.trim()).filter(Boolean))] }))
    .filter((s) => s.name !== '' && s.values.length > 0);
}

/** Every combination of the specs' values, the first spec slowest ([] for no specs: one combination). */
export function combinations(specs: { values: string[] }[]): string[][] {
  return specs.reduce<string[][]>((acc, s) => acc.flatMap((prefix) => s.values.map((v) => [...prefix, v])), [[]]);
}

export const comboKey = (values: string[]) => values.join('\u001f');

/**
 * The grid for the specs: one row per combination, in order. A combination the grid already
 * had keeps its row (id, price, stock…); a new one starts empty; a gone one leaves the grid.
 */
export function regenerate(specs: SpecRow[] | undefined, rows: SkuRow[] | undefined): SkuRow[] {
  const old = new Map((rows ?? []).map((r) => [comboKey(r.specs), r]));
  return combinations(usableSpecs(specs)).map((combo) => old.get(comboKey(combo)) ?? { specs: combo, stock: 0 });
}

export type BatchPatch = Pick<SkuRow, 'price' | 'marketPrice' | 'costPrice' | 'stock' | 'weight'>;

/** Fills the given fields into every row (fields left empty in the patch stay as they were). */
export function batchFill(rows: SkuRow[], patch: BatchPatch): SkuRow[] {
  const set = Object.fromEntries(Object.entries(patch).filter(([, v]) => v !== undefined && v !== null && v !== ''));
  return rows.map((r) => ({ ...r, ...set }));
}

/** The stock of the goods: the sum of its SKUs' stock. */
export function totalStock(rows: SkuRow[] | undefined): number {
  return (rows ?? []).reduce((n, r) => n + (Number(r.stock) || 0), 0);
}
