import { Button, Checkbox, Flex, Popover } from 'antd';
import { useTranslation } from 'react-i18next';
import type { ListSettingsState } from './useListSettings';
import type { ListColumn } from './types';

/**
 * Shows or hides columns at once; the choice is saved to the staff member's settings when
 * the chooser closes, so it follows them to another browser.
 */
export function ColumnChooser<T>({ columns, settings }: { columns: ListColumn<T>[]; settings: ListSettingsState }) {
  const { t } = useTranslation('list');
  const { hidden } = settings;
  return (
    <Popover
      trigger="click"
      placement="bottomRight"
      onOpenChange={(open) => {
        if (!open) settings.commitHidden();
      }}
      content={
        <Checkbox.Group
          data-testid="column-options"
          value={columns.filter((c) => !hidden.includes(c.key)).map((c) => c.key)}
          onChange={(shown) =>
            settings.chooseHidden([
              // Columns this page no longer has stay as they were.
              ...hidden.filter((k) => !columns.some((c) => c.key === k)),
              ...columns.filter((c) => !c.fixedVisible && !shown.includes(c.key)).map((c) => c.key),
            ])
          }
        >
          <Flex vertical gap={4}>
            {columns.map((c) => (
              <Checkbox key={c.key} value={c.key} disabled={c.fixedVisible}>
                {c.title}
              </Checkbox>
            ))}
          </Flex>
        </Checkbox.Group>
      }
    >
      <Button data-testid="column-chooser">
        {t('columns')}
      </Button>
    </Popover>
  );
}
