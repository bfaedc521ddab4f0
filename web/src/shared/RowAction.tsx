import type { ReactNode } from 'react';
import { Button } from 'antd';

/**
 * An action in a table row (detail, edit, delete…): a link-styled button, so that it is
 * reached with the keyboard and read as a button, unlike an anchor without a target.
 */
export function RowAction({
  onClick,
  danger,
  testId,
  children,
}: {
  onClick?: () => void;
  danger?: boolean;
  testId?: string;
  children: ReactNode;
}) {
  return (
    <Button type="link" size="small" danger={danger} onClick={onClick} data-testid={testId} style={{ padding: 0, height: 'auto' }}>
      {children}
    </Button>
  );
}
