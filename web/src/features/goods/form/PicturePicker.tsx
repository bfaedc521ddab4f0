import { useEffect, useState } from 'react';
import { Button, Card, Col, Empty, List, Modal, Row, Space, Spin, Typography, Upload } from 'antd';
import { CheckCircleFilled, UploadOutlined } from '@ant-design/icons';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { getAdminAlbumIndexQueryKey, getAdminPictureIndexQueryKey, useAdminAlbumIndex, useAdminPictureIndex } from '../../../api/generated/pictures/pictures';
import type { Picture } from '../../../api/generated/model';
import { showError } from '../../../app/feedback';
import { usePermission } from '../../../session/permission';
import { uploadPicture } from '../../pictures/upload';

const ACCEPT = 'image/jpeg,image/png,image/webp,image/gif';

interface PicturePickerProps {
  open: boolean;
  /** How many may be chosen (1: one picture, chosen by a click). */
  max: number;
  onCancel: () => void;
  onPick: (pictures: Picture[]) => void;
}

/**
 * Pictures from the album: the albums on the left, the chosen album's thumbnails on the
 * right, several chosen across albums in the order clicked; a picture uploaded in place
 * goes into the album shown and is chosen.
 */
export function PicturePicker({ open, max, onCancel, onPick }: PicturePickerProps) {
  const { t } = useTranslation('goods');
  const queryClient = useQueryClient();
  const canUpload = usePermission('goods:album:write');
  const albums = useAdminAlbumIndex({ pageSize: 100 }, { query: { enabled: open } }).data?.list ?? [];
  const [albumId, setAlbumId] = useState<number>();
  const [chosen, setChosen] = useState<Picture[]>([]);
  const shown = albumId ?? albums.find((a) => a.isDefault)?.id ?? albums[0]?.id;
  const pictures = useAdminPictureIndex({ albumId: shown, pageSize: 100 }, { query: { enabled: open && shown !== undefined } });

  useEffect(() => {
    if (open) setChosen([]);
  }, [open]);

  const toggle = (p: Picture) => {
    if (max === 1) return setChosen([p]);
    setChosen((c) => (c.some((x) => x.id === p.id) ? c.filter((x) => x.id !== p.id) : c.length < max ? [...c, p] : c));
  };

  return (
    <Modal
      open={open}
      title={t('picker.title')}
      width={880}
      onCancel={onCancel}
      onOk={() => onPick(chosen)}
      okText={t('picker.use', { count: chosen.length })}
      okButtonProps={{ disabled: chosen.length === 0, 'data-testid': 'picker-ok' } as never}
      destroyOnHidden
    >
      <Row gutter={16}>
        <Col span={7}>
          <List size="small" data-testid="picker-albums">
            {albums.map((a) => (
              <List.Item
                key={a.id}
                onClick={() => setAlbumId(a.id)}
                data-testid={`picker-album-${a.id}`}
                style={{ cursor: 'pointer', paddingInline: 8, background: a.id === shown ? 'var(--ant-control-item-bg-active, #e6f4ff)' : undefined }}
              >
                <Typography.Text ellipsis>{a.name}</Typography.Text>
                <Typography.Text type="secondary">{a.pictureCount}</Typography.Text>
              </List.Item>
            ))}
          </List>
        </Col>
        <Col span={17}>
          <Space style={{ marginBottom: 12, justifyContent: 'space-between', width: '100%' }}>
            <Typography.Text type="secondary">{t('picker.chosen', { count: chosen.length, max })}</Typography.Text>
            {canUpload && shown !== undefined && (
              <Upload
                multiple={max > 1}
                accept={ACCEPT}
                showUploadList={false}
                customRequest={({ file, onProgress, onSuccess, onError }) => {
                  uploadPicture(shown, file as File, (percent) => onProgress?.({ percent }))
                    .then((picture) => {
                      onSuccess?.(picture);
                      setChosen((c) => (max === 1 ? [picture] : c.length < max ? [...c, picture] : c));
                      void queryClient.invalidateQueries({ queryKey: getAdminPictureIndexQueryKey() });
                      void queryClient.invalidateQueries({ queryKey: getAdminAlbumIndexQueryKey() });
                    })
                    .catch((error: Error) => {
                      onError?.(error);
                      showError(error.message);
                    });
                }}
              >
                <Button icon={<UploadOutlined />} data-testid="picker-upload">
                  {t('picker.upload')}
                </Button>
              </Upload>
            )}
          </Space>
          {pictures.isLoading ? (
            <Spin />
          ) : (pictures.data?.list ?? []).length === 0 ? (
            <Empty description={t('picker.empty')} />
          ) : (
            <Row gutter={[8, 8]} style={{ maxHeight: 420, overflowY: 'auto' }}>
              {(pictures.data?.list ?? []).map((p) => {
                const on = chosen.some((x) => x.id === p.id);
                return (
                  <Col key={p.id} span={6}>
                    <Card
                      size="small"
                      hoverable
                      onClick={() => toggle(p)}
                      data-testid={`picker-picture-${p.id}`}
                      aria-pressed={on}
                      style={{ borderColor: on ? 'var(--ant-color-primary, #1677ff)' : undefined, position: 'relative' }}
                      cover={<img src={p.thumbUrl} alt={p.name} style={{ height: 96, objectFit: 'contain', background: '#fafafa' }} />}
                    >
                      {on && <CheckCircleFilled style={{ position: 'absolute', top: 6, right: 6, color: 'var(--ant-color-primary, #1677ff)' }} />}
                      <Typography.Text ellipsis style={{ fontSize: 12 }}>
                        {p.name}
                      </Typography.Text>
                    </Card>
                  </Col>
                );
              })}
            </Row>
          )}
        </Col>
      </Row>
    </Modal>
  );
}
