import { Avatar, Button, List, Popconfirm, Space, Tag, Typography } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { Album } from '../../api/generated/model';
import { RowAction } from '../../shared/RowAction';

interface AlbumListProps {
  albums: Album[];
  selected: number | undefined;
  canWrite: boolean;
  loading: boolean;
  onSelect: (id: number | undefined) => void;
  onAdd: () => void;
  onEdit: (album: Album) => void;
  onDelete: (album: Album) => void;
}

/** The albums beside the grid: cover, name and count; the default album cannot be deleted. */
export function AlbumList({ albums, selected, canWrite, loading, onSelect, onAdd, onEdit, onDelete }: AlbumListProps) {
  const { t } = useTranslation('pictures');
  const total = albums.reduce((n, a) => n + a.pictureCount, 0);
  const row = (key: string, active: boolean, onClick: () => void, content: ReactNode) => (
    <List.Item
      key={key}
      data-testid={`album-${key}`}
      aria-current={active ? 'true' : undefined}
      onClick={onClick}
      style={{ cursor: 'pointer', paddingInline: 8, background: active ? 'var(--ant-control-item-bg-active, #e6f4ff)' : undefined }}
    >
      {content}
    </List.Item>
  );
  return (
    <div>
      <Space style={{ marginBottom: 8, justifyContent: 'space-between', width: '100%' }}>
        <Typography.Text strong>{t('albums')}</Typography.Text>
        {canWrite && (
          <Button size="small" type="primary" onClick={onAdd} data-testid="album-add">
            {t('addAlbum')}
          </Button>
        )}
      </Space>
      <List loading={loading} size="small">
        {row('all', selected === undefined, () => onSelect(undefined), <List.Item.Meta title={t('allPictures')} description={t('pictureCount', { count: total })} />)}
        {albums.map((a) =>
          row(
            String(a.id),
            selected === a.id,
            () => onSelect(a.id),
            <List.Item.Meta
              avatar={<Avatar shape="square" size={40} src={a.coverUrl ?? undefined} alt={a.name}>{a.name.slice(0, 1)}</Avatar>}
              title={
                <Space size={4}>
                  {a.name}
                  {a.isDefault && <Tag>{t('isDefault')}</Tag>}
                </Space>
              }
              description={
                <Space size={8} wrap>
                  {t('pictureCount', { count: a.pictureCount })}
                  {canWrite && (
                    <Space size={4} onClick={(e) => e.stopPropagation()}>
                      <RowAction onClick={() => onEdit(a)}>{t('edit')}</RowAction>
                      {!a.isDefault && (
                        <Popconfirm title={t('deleteAlbumConfirm', { name: a.name })} onConfirm={() => onDelete(a)}>
                          {/* A DOM node for the confirmation to align to (RowAction passes no ref). */}
                          <span>
                            <RowAction danger>{t('delete')}</RowAction>
                          </span>
                        </Popconfirm>
                      )}
                    </Space>
                  )}
                </Space>
              }
            />,
          ),
        )}
      </List>
    </div>
  );
}
