import type { ButtonProps } from 'antd';
import type { ReactNode, Ref } from 'react';
import { Button } from 'antd';

/**
 * An action in a table row (detail, edit, delete…): a link-styled button, so that it is
 * reached with the keyboard and read as a button, unlike an anchor without a target.
 * The ref and the other props go to the button: a Popconfirm or a Tooltip around it places
 * its popup by the button and hands it its mouse and focus handlers.
 */
export function RowAction({
  onClick,
  danger,
  testId,
  children,
  ref,
  ...rest
}: Omit<ButtonProps, 'type' | 'size'> & {
  onClick?: () => void;
  danger?: boolean;
  testId?: string;
  children: ReactNode;
  ref?: Ref<HTMLButtonElement>;
}) {
  return (
    <Button
      {...rest}
      ref={ref}
      type="link"
      size="small"
      danger={danger}
      onClick={onClick}
      data-testid={testId}
      style={{ padding: 0, height: 'auto' }}
    >
      {children}
    </Button>
  );
}
