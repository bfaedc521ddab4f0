import type { FigureKind } from './format';

/** One series of a statistics chart. */
interface ChartSeries {
  name: string;
  type: 'line' | 'bar';
  kind: FigureKind;
  data: number[];
}

export interface ChartProps {
  categories: string[];
  series: ChartSeries[];
  /** Bars along the value axis, categories down the side (a split by province). */
  horizontal?: boolean;
  height?: number;
  testId?: string;
}
