/**
 * Query rules: arrays as bracketed keys (`ids[]=1&ids[]=2`), dates as ISO strings,
 * objects as JSON; undefined and null are left out.
 */
export function toQueryString(params: Record<string, unknown> | undefined): string {
  if (!params) return '';
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(params)) {
    if (Array.isArray(value)) {
      for (const item of value) if (item != null) search.append(`${key}[]`, scalar(item));
    } else if (value != null) {
      search.append(key, scalar(value));
    }
  }
  const text = search.toString();
  return text ? `?${text}` : '';
}

function scalar(value: unknown): string {
  if (value instanceof Date) return value.toISOString();
  if (typeof value === 'object') return JSON.stringify(value);
  return String(value);
}
