import { useMemo } from 'react';
import { Cascader } from 'antd';
import { useGetAreaList } from '../../api/generated/regions/regions';
import type { Area } from '../../api/generated/model';
import { toOptions, type RegionOption } from '../regions/RegionCascader';

/** Every code with its path from the province down, and its name. */
function indexTree(areas: Area[], parents: string[] = [], out = new Map<string, { path: string[]; name: string }>()) {
  for (const a of areas) {
    const path = [...parents, a.code];
    out.set(a.code, { path, name: a.name });
    if (a.children) indexTree(a.children, path, out);
  }
  return out;
}

/** The region tree, fetched once for the session (static data). */
export function useRegionIndex() {
  const { data, isPending } = useGetAreaList(undefined, { query: { staleTime: Infinity, gcTime: Infinity } });
  return useMemo(() => ({ index: indexTree(data?.list ?? []), options: toOptions(data?.list ?? []), loading: isPending }), [data, isPending]);
}

/**
 * Picks several regions from the province / city / district tree: a whole province when all of
 * it is ticked, otherwise the cities or districts ticked. The value is their codes.
 */
export function RegionsPicker({ value, onChange, testId }: { value?: string[]; onChange?(codes: string[]): void; testId?: string }) {
  const { index, options, loading } = useRegionIndex();
  const paths = (value ?? []).map((code) => index.get(code)?.path ?? [code]);
  return (
    <Cascader<RegionOption>
      multiple
      options={options}
      loading={loading}
      value={paths}
      showCheckedStrategy={Cascader.SHOW_PARENT}
      showSearch={{ filter: (input, path) => path.some((o) => o.label.includes(input.trim())) }}
      onChange={(next) => onChange?.(((next ?? []) as (string | number)[][]).map((p) => String(p[p.length - 1])))}
      style={{ width: '100%' }}
      data-testid={testId}
    />
  );
}
