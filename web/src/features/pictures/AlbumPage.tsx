import { useState } from 'react';
import { Button, Card, Col, Form, Input, Pagination, Popconfirm, Row, Space, Upload } from 'antd';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import {
  getAdminAlbumIndexQueryKey,
  getAdminPictureIndexQueryKey,
  useAdminAlbumDestroy,
  useAdminAlbumEdit,
  useAdminAlbumIndex,
  useAdminPictureDestroy,
  useAdminPictureIndex,
} from '../../api/generated/pictures/pictures';
import type { AdminPictureIndexParams, Album, Picture } from '../../api/generated/model';
import { FilterBar, useList } from '../../shared/list';
import { usePermission } from '../../session/permission';
import { showError, showSuccess } from '../../app/feedback';
import { AlbumList } from './AlbumList';
import { AlbumForm, MoveDialog, RenameDialog } from './AlbumDialogs';
import { PictureGrid } from './PictureGrid';
import { uploadPicture } from './upload';

const ACCEPT = 'image/jpeg,image/png,image/webp,image/gif';

/** The album: albums on the left, the chosen album's pictures as a grid with upload, rename, move and delete. */
export default function AlbumPage() {
  const { t } = useTranslation('pictures');
  const list = useList('goods.album', { pageSize: 24 });
  const canWrite = usePermission('goods:album:write');
  const queryClient = useQueryClient();
  const albumId = list.int('albumId');
  const albumsQuery = useAdminAlbumIndex({ pageSize: 100 });
  const albums = albumsQuery.data?.list ?? [];
  const album = albums.find((a) => a.id === albumId);
  const params: AdminPictureIndexParams = { ...list.paging, keyword: list.text('keyword'), albumId };
  const picturesQuery = useAdminPictureIndex(params, { query: list.queryOptions });
  const pictures = picturesQuery.data?.list ?? [];
  const [editing, setEditing] = useState<Album | 'new' | null>(null);
  const [renaming, setRenaming] = useState<Picture | null>(null);
  const [moving, setMoving] = useState(false);
  const [selected, setSelected] = useState<number[]>([]);

  const refresh = () => {
    void queryClient.invalidateQueries({ queryKey: getAdminAlbumIndexQueryKey() });
    void queryClient.invalidateQueries({ queryKey: getAdminPictureIndexQueryKey() });
  };
  const destroyAlbum = useAdminAlbumDestroy({ mutation: { onSuccess: () => showSuccess(t('deleted')), onSettled: refresh } });
  const editAlbum = useAdminAlbumEdit({ mutation: { onSuccess: () => showSuccess(t('saved')), onSettled: refresh } });
  const destroyPictures = useAdminPictureDestroy({
    mutation: {
      onSuccess: () => {
        showSuccess(t('deleted'));
        setSelected([]);
      },
      onSettled: refresh,
    },
  });
  const target = album?.id ?? albums.find((a) => a.isDefault)?.id;
  const selectAlbum = (id: number | undefined) => {
    setSelected([]);
    list.setFilters({ ...list.filters, albumId: id === undefined ? undefined : String(id) });
  };

  return (
    <Card title={t('title')}>
      <Row gutter={16}>
        <Col xs={24} md={8} xl={6}>
          <AlbumList
            albums={albums}
            selected={albumId}
            canWrite={canWrite}
            loading={albumsQuery.isFetching && !albumsQuery.data}
            onSelect={selectAlbum}
            onAdd={() => setEditing('new')}
            onEdit={setEditing}
            onDelete={(a) => {
              destroyAlbum.mutate({ data: { id: a.id } });
              if (a.id === albumId) selectAlbum(undefined);
            }}
          />
        </Col>
        <Col xs={24} md={16} xl={18}>
          <FilterBar list={list}>
            <Form.Item name="keyword" label={t('keyword')}>
              <Input allowClear style={{ width: 180 }} />
            </Form.Item>
          </FilterBar>
          {canWrite && (
            <Space wrap style={{ marginBottom: 12 }}>
              {target !== undefined && (
                <Upload
                  multiple
                  accept={ACCEPT}
                  name="files"
                  customRequest={({ file, onProgress, onSuccess, onError }) => {
                    const f = file as File;
                    uploadPicture(target, f, (percent) => onProgress?.({ percent }))
                      .then((picture) => {
                        onSuccess?.(picture);
                        showSuccess(t('uploaded', { name: picture.name }));
                        refresh();
                      })
                      .catch((error: Error) => {
                        onError?.(error);
                        showError(error.message);
                      });
                  }}
                >
                  <Button type="primary" data-testid="picture-upload" title={t('uploadHint')}>
                    {t('upload')}
                  </Button>
                </Upload>
              )}
              {selected.length > 0 && (
                <>
                  <span>{t('selected', { count: selected.length })}</span>
                  <Button onClick={() => setMoving(true)} data-testid="picture-move">
                    {t('move')}
                  </Button>
                  <Popconfirm title={t('deleteSelectedConfirm', { count: selected.length })} onConfirm={() => destroyPictures.mutate({ data: { ids: selected } })}>
                    <Button danger data-testid="picture-delete-selected">
                      {t('deleteSelected')}
                    </Button>
                  </Popconfirm>
                  <Button type="link" onClick={() => setSelected([])}>
                    {t('clearSelection')}
                  </Button>
                </>
              )}
            </Space>
          )}
          <PictureGrid
            pictures={pictures}
            selected={selected}
            canWrite={canWrite}
            coverOf={album}
            onToggle={(id, on) => setSelected((s) => (on ? [...s, id] : s.filter((x) => x !== id)))}
            onRename={setRenaming}
            onDelete={(p) => destroyPictures.mutate({ data: { ids: [p.id] } })}
            onCover={(p) => album && editAlbum.mutate({ data: { id: album.id, name: album.name, sort: album.sort, coverId: p.id } })}
          />
          <Pagination
            style={{ marginTop: 16, textAlign: 'right' }}
            current={list.pageNo}
            pageSize={list.pageSize}
            total={picturesQuery.data?.total ?? 0}
            pageSizeOptions={[24, 48, 96]}
            showSizeChanger
            onChange={(no, size) => list.setPage(no, size)}
          />
        </Col>
      </Row>
      {editing && <AlbumForm album={editing === 'new' ? null : editing} onClose={() => setEditing(null)} onSaved={refresh} />}
      {renaming && <RenameDialog picture={renaming} onClose={() => setRenaming(null)} onSaved={refresh} />}
      {moving && (
        <MoveDialog
          ids={selected}
          albums={albums}
          onClose={() => setMoving(false)}
          onSaved={() => {
            setSelected([]);
            refresh();
          }}
        />
      )}
    </Card>
  );
}
