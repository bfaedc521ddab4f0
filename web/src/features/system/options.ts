import type { Department, MenuNode } from '../../api/generated/model';

export interface TreeOption {
  value: number;
  title: string;
  children?: TreeOption[];
  disabled?: boolean;
}

/** Departments as TreeSelect options; `exclude` and its branch cannot be picked: no cycles. */
export function departmentOptions(list: Department[] | undefined, exclude?: number): TreeOption[] {
  return (list ?? []).map((d) => {
    const children = d.children?.length ? departmentOptions(d.children, exclude) : undefined;
    return d.id === exclude
      ? { value: d.id, title: d.name, disabled: true, children: children?.map(disableAll) }
      : { value: d.id, title: d.name, children };
  });
}

/** Menus as TreeSelect options, titled by meta title and path. */
export function menuOptions(list: MenuNode[] | undefined, exclude?: number): TreeOption[] {
  return (list ?? []).map((m) => {
    const blocked = m.id === exclude;
    const children = m.children?.length ? menuOptions(m.children, exclude) : undefined;
    return {
      value: m.id,
      title: `${m.meta.title} (${m.path})`,
      disabled: blocked,
      children: blocked ? children?.map(disableAll) : children,
    };
  });
}

function disableAll(o: TreeOption): TreeOption {
  return { ...o, disabled: true, children: o.children?.map(disableAll) };
}

/** Tree rows without empty `children`, so that antd shows no expander on leaves. */
export function withoutEmptyChildren<T extends { children?: T[] }>(rows: T[] | undefined): T[] {
  return (rows ?? []).map((r) =>
    r.children?.length ? { ...r, children: withoutEmptyChildren(r.children) } : { ...r, children: undefined },
  );
}
