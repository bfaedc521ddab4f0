import type { Category } from '../../../api/generated/model';

export type CategoryNode = Category & { children?: CategoryNode[] };

/** The server's tree-ordered rows as nested nodes (leaves without a `children` key). */
export function toTree(rows: Category[]): CategoryNode[] {
  const nodes = new Map<number, CategoryNode>();
  const roots: CategoryNode[] = [];
  for (const r of rows) nodes.set(r.id, { ...r });
  for (const r of rows) {
    const node = nodes.get(r.id)!;
    const parent = r.parentId ? nodes.get(r.parentId) : undefined;
    if (parent) {
      if (!parent.children) parent.children = [];
      parent.children.push(node);
    } else if (!r.parentId) {
      roots.push(node);
    }
  }
  return roots;
}

/** The siblings of `row` in display order (the server lists them in that order). */
export function siblings(rows: Category[], parentId: number): Category[] {
  return rows.filter((r) => r.parentId === parentId);
}

/** `ids` with `id` moved one place up (-1) or down (+1); unchanged at an end. */
export function moved(ids: number[], id: number, step: -1 | 1): number[] {
  const i = ids.indexOf(id);
  const j = i + step;
  if (i < 0 || j < 0 || j >= ids.length) return ids;
  const out = [...ids];
  [out[i], out[j]] = [out[j], out[i]];
  return out;
}

export interface CascaderOption {
  value: number;
  label: string;
  disabled?: boolean;
  children?: CascaderOption[];
}

/** Cascader options over three levels; only level-3 categories can be chosen. */
export function cascaderOptions(rows: Category[]): CascaderOption[] {
  const walk = (nodes: CategoryNode[]): CascaderOption[] =>
    nodes.map((n) => ({
      value: n.id,
      label: n.name,
      ...(n.children ? { children: walk(n.children) } : n.level < 3 ? { disabled: true } : {}),
    }));
  return walk(toTree(rows));
}

/** The path of ids from the top to `id` (for a cascader's value). */
export function pathTo(rows: Category[], id: number): number[] {
  const byId = new Map(rows.map((r) => [r.id, r]));
  const out: number[] = [];
  for (let c = byId.get(id); c; c = c.parentId ? byId.get(c.parentId) : undefined) out.unshift(c.id);
  return out;
}
