import { Tabs } from 'antd';
import { figure, type Counted } from './figures';
import type { ListParams } from './useListParams';

interface ListTabsProps<K extends string> {
  list: ListParams;
  /** The filter the tabs set (`tab`, `status`); the tab `all` clears it. */
  filter: string;
  tabs: readonly K[];
  active: K;
  label: (tab: K) => string;
  /** The list's answer: each tab's count, and how exactly they were counted. */
  answer?: Counted & { counts?: Readonly<Partial<Record<K, number>>> };
}

/** The tabs over a list, each with its count once the list has answered (`1,000+` for a lower bound). */
export function ListTabs<K extends string>({ list, filter, tabs, active, label, answer }: ListTabsProps<K>) {
  const counts = answer?.counts;
  const count = (k: K) => {
    const n = counts?.[k];
    return n === undefined ? '' : ` (${figure(n, answer)})`;
  };
  return (
    <Tabs
      activeKey={active}
      onChange={(k) => list.setFilters({ ...list.filters, [filter]: k === 'all' ? undefined : k })}
      items={tabs.map((k) => ({ key: k, label: `${label(k)}${count(k)}` }))}
    />
  );
}
