import { Button, Space, Tooltip } from 'antd';
import { useTranslation } from 'react-i18next';
import { figure } from './figures';
import type { Counting } from './useCounting';
import type { Page } from './types';

interface ListTotalProps {
  answer: Page<unknown>;
  counting: Counting;
  /** The list is being asked again (with exact figures once asked for). */
  fetching: boolean;
}

/**
 * The total beside the pager, `1,000+` when the list counted up to its cap; then an action
 * asks the same list again with exact figures, spinning until they come.
 */
export function ListTotal({ answer, counting, fetching }: ListTotalProps) {
  const { t } = useTranslation('list');
  return (
    <Space size={4}>
      <span data-testid="list-total">{t('total', { total: figure(answer.total, answer) })}</span>
      {answer.exact === false && (
        <Tooltip title={t('countAllHint', { cap: figure(answer.countCap ?? answer.total) })}>
          <Button
            type="link"
            size="small"
            data-testid="list-count-all"
            loading={counting.countingAll && fetching}
            onClick={counting.countAll}
          >
            {t('countAll')}
          </Button>
        </Tooltip>
      )}
    </Space>
  );
}
