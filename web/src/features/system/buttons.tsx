import { Button, Popconfirm } from 'antd';
import { PlusOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';

/** A row's delete link, asking "delete {name}?" first. */
export function DeleteLink({ name, onConfirm }: { name: string; onConfirm: () => Promise<unknown> }) {
  const { t } = useTranslation('system');
  return (
    <Popconfirm title={t('common.confirmDelete', { name })} okText={t('common.ok')} cancelText={t('common.cancel')} onConfirm={onConfirm}>
      <Button type="link" size="small" danger>
        {t('common.delete')}
      </Button>
    </Popconfirm>
  );
}

/** The page's primary "add" button. */
export function AddButton({ onClick }: { onClick: () => void }) {
  const { t } = useTranslation('system');
  return (
    <Button type="primary" icon={<PlusOutlined />} onClick={onClick}>
      {t('common.add')}
    </Button>
  );
}
