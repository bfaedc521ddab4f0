import { useSearchParams } from 'react-router';
import { StatsRangeParameter } from '../../api/generated/model';

export type RangeKey = (typeof StatsRangeParameter)[keyof typeof StatsRangeParameter];
export const RANGES = Object.values(StatsRangeParameter) as RangeKey[];
export const MAX_DAYS = 366;
const DAY = /^\d{4}-\d{2}-\d{2}$/;

/** The range the statistics call takes. */
export interface RangeParams {
  range: RangeKey;
  startDate?: string;
  endDate?: string;
}

/** The range picked, kept in the URL (range, startDate, endDate) so a link or a reload opens the same figures. */
export function useRange(defaultRange: RangeKey = 'last30') {
  const [search, setSearch] = useSearchParams();
  const asked = search.get('range') as RangeKey | null;
  const start = search.get('startDate') ?? '';
  const end = search.get('endDate') ?? '';
  let params: RangeParams = { range: asked && RANGES.includes(asked) ? asked : defaultRange };
  if (params.range === 'custom') {
    params = DAY.test(start) && DAY.test(end) ? { range: 'custom', startDate: start, endDate: end } : { range: defaultRange };
  }
  /** Sets the range (and the custom days); the ranking goes back to its first page. */
  const setRange = (next: RangeParams) =>
    setSearch(
      (prev) => {
        const out = new URLSearchParams(prev);
        out.set('range', next.range);
        for (const key of ['startDate', 'endDate'] as const) {
          const value = next.range === 'custom' ? next[key] : undefined;
          if (value) out.set(key, value);
          else out.delete(key);
        }
        out.delete('pageNo');
        return out;
      },
      { replace: true, state: { listKit: true } },
    );
  /** Another URL setting of the page (granularity, metric). */
  const setParam = (key: string, value: string | undefined) =>
    setSearch(
      (prev) => {
        const out = new URLSearchParams(prev);
        if (value) out.set(key, value);
        else out.delete(key);
        return out;
      },
      { replace: true, state: { listKit: true } },
    );
  return { params, setRange, search, setParam };
}
