import { useEffect, useState } from 'react';

/** `value` once it has stayed the same for `ms` milliseconds (the search box, a preview as one types). */
export function useDebounced<T>(value: T, ms: number): T {
  const [debounced, setDebounced] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setDebounced(value), ms);
    return () => clearTimeout(timer);
  }, [value, ms]);
  return debounced;
}
