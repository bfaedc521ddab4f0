import { Card, Col, Row, Typography } from 'antd';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { StatsTodo, StatsTodoKey } from '../../api/generated/model';
import { formatCount } from './format';

/** The list each to-do opens, with the filter its count was taken with. */
function todoLink(key: StatsTodoKey, closingMinutes: number): string {
  switch (key) {
    case 'toShip':
      return '/order/list?tab=paid';
    case 'afterSaleApplied':
      return '/order/refund?tab=applied';
    case 'afterSaleAwaitingReceipt':
      return '/order/refund?tab=awaitingReceipt';
    case 'lowStock':
      return '/goods/goodslist?tab=warning';
    case 'withdrawPending':
      return '/cash/withdraw?status=pending';
    case 'unpaidClosing':
      return `/order/list?tab=unpaid&closingWithin=${closingMinutes}`;
  }
}

/** The to-do counts, each a link to the filtered list (10,000+ when the list holds more). */
export function HomeTodos({ todos, closingMinutes }: { todos: StatsTodo[]; closingMinutes: number }) {
  const { t } = useTranslation('stats');
  return (
    <Card title={t('home.todos')} size="small" style={{ height: '100%' }} data-testid="home-todos">
      <Row gutter={[12, 12]}>
        {todos.map((todo) => (
          <Col key={todo.key} xs={12} sm={8} lg={8} xl={8}>
            <Link to={todoLink(todo.key, closingMinutes)} data-testid={`home-todo-${todo.key}`} style={{ display: 'block' }}>
              <div style={{ fontSize: 22, fontWeight: 600 }} data-testid={`home-todo-${todo.key}-count`}>
                {formatCount(todo.count)}
                {todo.capped && '+'}
              </div>
              <Typography.Text type="secondary" style={{ fontSize: 12 }}>
                {t(`home.todo.${todo.key}`)}
              </Typography.Text>
              {todo.key === 'unpaidClosing' && (
                <Typography.Text type="secondary" style={{ fontSize: 12, display: 'block' }}>
                  {t('home.closingHint', { minutes: closingMinutes })}
                </Typography.Text>
              )}
            </Link>
          </Col>
        ))}
      </Row>
    </Card>
  );
}
