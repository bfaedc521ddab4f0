import { Form, Input, InputNumber, Select } from 'antd';
import { useTranslation } from 'react-i18next';
import { useAdminAlbumAdd, useAdminAlbumEdit, useAdminPictureMove, useAdminPictureRename } from '../../api/generated/pictures/pictures';
import type { Album, Picture } from '../../api/generated/model';
import { FormDialog, useFormKit } from '../../shared/form';

interface AlbumValues {
  name: string;
  sort: number;
}

/** Adds an album, or renames and re-sorts one (its cover stays). */
export function AlbumForm({ album, onClose, onSaved }: { album: Album | null; onClose: () => void; onSaved: () => void }) {
  const { t } = useTranslation('pictures');
  const [form] = Form.useForm<AlbumValues>();
  const kit = useFormKit(form, { onSaved: () => {
      onSaved();
      onClose();
    }, });
  const add = useAdminAlbumAdd({ request: kit.request });
  const edit = useAdminAlbumEdit({ request: kit.request });
  return (
    <FormDialog<AlbumValues>
      kit={kit}
      name="album"
      title={album ? t('editAlbum') : t('addAlbum')}
      onClose={onClose}
      initialValues={album ? { name: album.name, sort: album.sort } : { sort: 10 }}
      okButtonProps={{ 'data-testid': 'album-save' }}
      onFinish={(v) =>
        void kit.save(() =>
          album
            ? edit.mutateAsync({ data: { id: album.id, name: v.name.trim(), sort: v.sort, coverId: album.coverId } })
            : add.mutateAsync({ data: { name: v.name.trim(), sort: v.sort } }),
        )
      }
    >
      <Form.Item name="name" label={t('albumName')} rules={[{ required: true, whitespace: true, message: t('required', { field: t('albumName') }) }]}>
        <Input maxLength={30} data-testid="album-name" />
      </Form.Item>
      <Form.Item name="sort" label={t('sort')} rules={[{ required: true, message: t('required', { field: t('sort') }) }]}>
        <InputNumber min={0} max={9999} precision={0} />
      </Form.Item>
    </FormDialog>
  );
}

/** Renames a picture. */
export function RenameDialog({ picture, onClose, onSaved }: { picture: Picture; onClose: () => void; onSaved: () => void }) {
  const { t } = useTranslation('pictures');
  const [form] = Form.useForm<{ name: string }>();
  const kit = useFormKit(form, { onSaved: () => {
      onSaved();
      onClose();
    }, });
  const rename = useAdminPictureRename({ request: kit.request });
  return (
    <FormDialog<{ name: string }>
      kit={kit}
      name="rename"
      title={t('rename')}
      onClose={onClose}
      initialValues={{ name: picture.name }}
      okButtonProps={{ 'data-testid': 'rename-save' }}
      onFinish={(v) => void kit.save(() => rename.mutateAsync({ data: { id: picture.id, name: v.name.trim() } }))}
    >
      <Form.Item name="name" label={t('pictureName')} rules={[{ required: true, whitespace: true, message: t('required', { field: t('pictureName') }) }]}>
        <Input maxLength={60} data-testid="rename-name" />
      </Form.Item>
    </FormDialog>
  );
}

/** Moves pictures into another album. */
export function MoveDialog({ ids, albums, onClose, onSaved }: { ids: number[]; albums: Album[]; onClose: () => void; onSaved: () => void }) {
  const { t } = useTranslation('pictures');
  const [form] = Form.useForm<{ albumId: number }>();
  const kit = useFormKit(form, { onSaved: () => {
      onSaved();
      onClose();
    }, });
  const move = useAdminPictureMove({ request: kit.request });
  return (
    <FormDialog<{ albumId: number }>
      kit={kit}
      name="move"
      title={t('moveTitle', { count: ids.length })}
      onClose={onClose}
      okButtonProps={{ 'data-testid': 'move-save' }}
      onFinish={(v) => void kit.save(() => move.mutateAsync({ data: { ids, albumId: v.albumId } }))}
    >
      <Form.Item name="albumId" label={t('targetAlbum')} rules={[{ required: true, message: t('required', { field: t('targetAlbum') }) }]}>
        <Select data-testid="move-album" options={albums.map((a) => ({ value: a.id, label: a.name }))} />
      </Form.Item>
    </FormDialog>
  );
}
