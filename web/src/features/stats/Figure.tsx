import { Card, Flex, Typography, theme } from 'antd';
import { ArrowDownOutlined, ArrowUpOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { formatChange, formatFigure, type FigureKind } from './format';

interface ChangeProps {
  value: number | null;
  /** A percentage figure changes by percentage points, not percent. */
  points?: boolean;
  testId?: string;
}

/** A change against the base period: green up, red down, '—' without a base. */
function Change({ value, points, testId }: ChangeProps) {
  const { t } = useTranslation('stats');
  const { token } = theme.useToken();
  if (value === null) return <span data-testid={testId}>{t('change.none')}</span>;
  const color = value > 0 ? token.colorSuccess : value < 0 ? token.colorError : token.colorTextSecondary;
  const text = points ? t('change.points', { value: `${value > 0 ? '+' : ''}${value.toFixed(2)}` }) : formatChange(value);
  return (
    <span style={{ color, whiteSpace: 'nowrap' }} data-testid={testId}>
      {value > 0 && <ArrowUpOutlined />}
      {value < 0 && <ArrowDownOutlined />} {text}
    </span>
  );
}

interface FigureProps {
  title: string;
  value: string | number | null;
  kind: FigureKind;
  change: number | null;
  /** What the change is against ('vs yesterday'). */
  against: string;
  /** The base period's value, shown small when given. */
  base?: string;
  testId: string;
}

/** One figure card: the value, and its change against the base period. */
export function Figure({ title, value, kind, change, against, base, testId }: FigureProps) {
  return (
    <Card size="small" style={{ height: '100%' }} data-testid={testId}>
      <Typography.Text type="secondary">{title}</Typography.Text>
      <div style={{ fontSize: 24, fontWeight: 600, lineHeight: 1.4 }} data-testid={`${testId}-value`}>
        {formatFigure(value, kind)}
      </div>
      <Flex wrap gap={8} style={{ fontSize: 12 }}>
        <span>
          <Typography.Text type="secondary" style={{ fontSize: 12 }}>
            {against}{' '}
          </Typography.Text>
          <Change value={change} points={kind === 'percent'} testId={`${testId}-change`} />
        </span>
        {base && (
          <Typography.Text type="secondary" style={{ fontSize: 12 }}>
            {base}
          </Typography.Text>
        )}
      </Flex>
    </Card>
  );
}
