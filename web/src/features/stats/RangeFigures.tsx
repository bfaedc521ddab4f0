import type { ReactNode } from 'react';
import { Button, Card, Col, Result, Row, Skeleton } from 'antd';
import { useTranslation } from 'react-i18next';
import type { StatsDealTotals, StatsGoodsTotals, StatsPeriod } from '../../api/generated/model';
import { Figure } from './Figure';
import { RangeBar } from './RangeBar';
import { formatFigure, type FigureKind } from './format';
import type { RangeParams } from './range';

type FigureKey = keyof StatsDealTotals | keyof StatsGoodsTotals;

/** What a statistics page answers for a range: its totals and the previous period's, and the change between them. */
interface RangeAnswer<K extends FigureKey> {
  previous: StatsPeriod;
  totals: Record<K, string | number | null>;
  previousTotals: Record<K, string | number | null>;
  change: Record<K, number | null>;
}

interface RangeFiguresProps<K extends FigureKey> {
  /** The page's key in the texts and test ids. */
  page: 'goods' | 'deal';
  range: RangeParams;
  onRange: (r: RangeParams) => void;
  query: { data?: RangeAnswer<K>; isError: boolean; refetch: () => unknown };
  figures: { key: K; kind: FigureKind }[];
  /** Beside the range: the export. */
  children?: ReactNode;
}

/** The range bar and the range's figures against the previous period, with the load's failure and its retry. */
export function RangeFigures<K extends FigureKey>({ page, range, onRange, query, figures, children }: RangeFiguresProps<K>) {
  const { t } = useTranslation('stats');
  const data = query.data;
  return (
    <Card size="small">
      <RangeBar value={range} onChange={onRange} previous={data?.previous}>
        {children}
      </RangeBar>
      {query.isError && !data ? (
        <Result status="warning" title={t(`${page}.loadFailed`)} extra={<Button onClick={() => void query.refetch()}>{t('home.retry')}</Button>} />
      ) : !data ? (
        <Skeleton active paragraph={{ rows: 3 }} />
      ) : (
        <Row gutter={[12, 12]} data-testid={`stats-${page}-figures`}>
          {figures.map(({ key, kind }) => (
            <Col key={key} flex="1 1 160px">
              <Figure
                testId={`stats-${page}-${key}`}
                title={t(`figures.${key}`)}
                value={data.totals[key]}
                kind={kind}
                change={data.change[key]}
                against={t('change.vsPrevious')}
                base={formatFigure(data.previousTotals[key], kind)}
              />
            </Col>
          ))}
        </Row>
      )}
    </Card>
  );
}
