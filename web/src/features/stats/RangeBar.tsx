import { useState, type ReactNode } from 'react';
import { DatePicker, Flex, Segmented, Typography } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useTranslation } from 'react-i18next';
import type { StatsPeriod } from '../../api/generated/model';
import { MAX_DAYS, RANGES, type RangeKey, type RangeParams } from './range';

interface RangeBarProps {
  value: RangeParams;
  onChange: (next: RangeParams) => void;
  /** The period the figures are compared with, once known. */
  previous?: StatsPeriod;
  children?: ReactNode;
}

/** Presets (7 / 30 / 90 days, this month) or two custom days, and what the figures are compared with. */
export function RangeBar({ value, onChange, previous, children }: RangeBarProps) {
  const { t } = useTranslation('stats');
  const [picking, setPicking] = useState(value.range === 'custom');
  const [first, setFirst] = useState<Dayjs | null>(null);
  const shown: RangeKey = picking ? 'custom' : value.range;
  const custom: [Dayjs, Dayjs] | null = value.startDate && value.endDate ? [dayjs(value.startDate), dayjs(value.endDate)] : null;

  const pick = (key: RangeKey) => {
    setPicking(key === 'custom');
    if (key !== 'custom') onChange({ range: key });
  };
  // Not after today, and at most MAX_DAYS days from the first day picked.
  const disabledDate = (day: Dayjs) =>
    day.isAfter(dayjs(), 'day') || (first !== null && Math.abs(day.diff(first, 'day')) >= MAX_DAYS);

  return (
    <Flex wrap gap={12} align="center" justify="space-between" style={{ marginBottom: 16 }}>
      <Flex wrap gap={12} align="center">
        <Segmented<RangeKey>
          value={shown}
          onChange={pick}
          options={RANGES.map((key) => ({ value: key, label: <span data-testid={`stats-range-${key}`}>{t(`range.${key}`)}</span> }))}
        />
        {shown === 'custom' && (
          <DatePicker.RangePicker
            data-testid="stats-range-picker"
            value={custom}
            allowClear={false}
            disabledDate={disabledDate}
            onCalendarChange={(days) => setFirst(days?.[0] ?? null)}
            onOpenChange={(open) => !open && setFirst(null)}
            onChange={(days) => {
              if (days?.[0] && days[1]) onChange({ range: 'custom', startDate: days[0].format('YYYY-MM-DD'), endDate: days[1].format('YYYY-MM-DD') });
            }}
          />
        )}
        {previous && (
          <Typography.Text type="secondary" data-testid="stats-previous">
            {t('range.previous', { start: previous.startDate, end: previous.endDate })}
          </Typography.Text>
        )}
      </Flex>
      {children && (
        <Flex wrap gap={8} align="center">
          {children}
        </Flex>
      )}
    </Flex>
  );
}
