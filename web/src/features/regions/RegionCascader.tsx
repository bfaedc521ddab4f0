import { useMemo } from 'react';
import { Cascader } from 'antd';
import type { CascaderProps } from 'antd';
import { useGetAreaList } from '../../api/generated/regions/regions';
import type { Area } from '../../api/generated/model';

export interface RegionOption {
  value: string;
  label: string;
  children?: RegionOption[];
  /** A city without counties: selectable as the last level. */
  isLeaf?: boolean;
}

/** The region tree as cascader options: code as value, name as label, empty cities as leaves. */
export function toOptions(areas: Area[]): RegionOption[] {
  return areas.map((a) => {
    const option: RegionOption = { value: a.code, label: a.name };
    if (a.children && a.children.length > 0) option.children = toOptions(a.children);
    else option.isLeaf = true;
    return option;
  });
}

type Props = Omit<CascaderProps<RegionOption>, 'options' | 'multiple' | 'value' | 'onChange' | 'loadData'> & {
  /** The chosen codes from the province down (e.g. ['440000', '440300', '440305']). */
  value?: string[];
  onChange?(codes: string[], names: string[]): void;
};

/**
 * Province / city / county picker over `GET /area/getList` (the whole tree, fetched once and
 * kept for the session: it is static). Any level may be chosen; searching matches names.
 */
export function RegionCascader({ value, onChange, ...rest }: Props) {
  const { data, isPending } = useGetAreaList(undefined, { query: { staleTime: Infinity, gcTime: Infinity } });
  const options = useMemo(() => toOptions(data?.list ?? []), [data]);
  return (
    <Cascader<RegionOption>
      {...rest}
      options={options}
      loading={isPending}
      changeOnSelect
      showSearch={{ filter: (input, path) => path.some((o) => o.label.includes(input.trim())) }}
      value={value}
      onChange={(codes, selected) => onChange?.((codes ?? []) as string[], (selected ?? []).map((o) => o.label))}
    />
  );
}
