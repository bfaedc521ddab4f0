import { useCallback, useState } from 'react';
import { normalQuery } from './useListParams';

/** Whether a list asks for exact figures: once the staff member asked, for the filters of then. */
export interface Counting {
  /** Exact figures are asked for the current filters (`count: 'exact'` in the list's paging). */
  countingAll: boolean;
  /** Asks for exact figures of the current filters, until they change. */
  countAll(): void;
  /** Counts up to the cap again (the exact count failed). */
  countBounded(): void;
}

/**
 * Exact counting, kept in React beside the list's filters: it ends when they change (another
 * tab is another filter), and it is not part of the URL or of a saved view.
 */
export function useCounting(filters: Record<string, string>): Counting {
  const key = normalQuery(new URLSearchParams(filters).toString());
  const [exactFor, setExactFor] = useState<string | null>(null);
  // Other filters end it for good: coming back to the earlier ones counts up to the cap again.
  if (exactFor !== null && exactFor !== key) setExactFor(null);
  const countAll = useCallback(() => setExactFor(key), [key]);
  const countBounded = useCallback(() => setExactFor(null), []);
  return { countingAll: exactFor === key, countAll, countBounded };
}
