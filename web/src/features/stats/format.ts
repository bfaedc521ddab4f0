import { formatMoney } from '../../shared/format';

/** A percentage as the figures show it: two decimals, '—' without a base. */
export function formatPercent(value: number | null | undefined): string {
  return value === null || value === undefined ? '—' : `${value.toFixed(2)}%`;
}

/** A change in percent with its sign ('+12.50%'), '—' without a base. */
export function formatChange(value: number | null | undefined): string {
  if (value === null || value === undefined) return '—';
  return `${value > 0 ? '+' : ''}${value.toFixed(2)}%`;
}

/** A whole count with grouped thousands. */
export function formatCount(value: number): string {
  return value.toLocaleString('en-US');
}

/** How one figure reads: money in yuan, a percentage, or a count. */
export type FigureKind = 'money' | 'percent' | 'count';

export function formatFigure(value: string | number | null | undefined, kind: FigureKind): string {
  if (kind === 'money') return `¥${formatMoney(value ?? null)}`;
  if (kind === 'percent') return formatPercent(value === null || value === undefined ? null : Number(value));
  return formatCount(Number(value ?? 0));
}
