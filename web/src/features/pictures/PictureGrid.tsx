import { Card, Checkbox, Col, Empty, Image, Popconfirm, Row, Space, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import type { Picture } from '../../api/generated/model';
import { RowAction } from '../../shared/RowAction';

/** 1536 → "1.5 KB", 204800 → "200 KB", 2621440 → "2.5 MB". */
export function formatBytes(n: number): string {
  if (n < 1024) return `${n} B`;
  if (n < 1024 * 1024) return `${Number((n / 1024).toFixed(1))} KB`;
  return `${Number((n / 1024 / 1024).toFixed(1))} MB`;
}

interface PictureGridProps {
  pictures: Picture[];
  selected: number[];
  canWrite: boolean;
  /** The album shown, when one is: its pictures may become its cover. */
  coverOf?: { coverId: number | null };
  onToggle: (id: number, on: boolean) => void;
  onRename: (p: Picture) => void;
  onDelete: (p: Picture) => void;
  onCover: (p: Picture) => void;
}

/** Thumbnails in a grid; a click previews the picture itself (every picture of the page in turn). */
export function PictureGrid({ pictures, selected, canWrite, coverOf, onToggle, onRename, onDelete, onCover }: PictureGridProps) {
  const { t } = useTranslation('pictures');
  if (pictures.length === 0) return <Empty description={t('empty')} />;
  return (
    <Image.PreviewGroup>
      <Row gutter={[12, 12]}>
        {pictures.map((p) => (
          <Col key={p.id} xs={12} sm={8} md={6} xl={4} data-testid={`picture-${p.id}`}>
            <Card
              size="small"
              cover={
                <div style={{ height: 140, display: 'flex', alignItems: 'center', justifyContent: 'center', background: '#fafafa' }}>
                  <Image src={p.thumbUrl} preview={{ src: p.url }} alt={p.name} style={{ maxHeight: 140, objectFit: 'contain' }} />
                </div>
              }
            >
              <Space direction="vertical" size={2} style={{ width: '100%' }}>
                <div style={{ display: 'flex', alignItems: 'center', gap: 4, minWidth: 0 }}>
                  {canWrite && <Checkbox checked={selected.includes(p.id)} onChange={(e) => onToggle(p.id, e.target.checked)} aria-label={p.name} />}
                  <Typography.Text ellipsis={{ tooltip: p.name }} style={{ flex: 1, minWidth: 0 }}>
                    {p.name}
                  </Typography.Text>
                </div>
                <Typography.Text type="secondary" style={{ fontSize: 12 }}>
                  {t('dimensions', { width: p.width, height: p.height })} · {formatBytes(p.size)}
                </Typography.Text>
                {canWrite && (
                  <Space size={8} wrap>
                    <RowAction onClick={() => onRename(p)}>{t('rename')}</RowAction>
                    {coverOf && coverOf.coverId !== p.id && <RowAction onClick={() => onCover(p)}>{t('setCover')}</RowAction>}
                    <Popconfirm title={t('deletePictureConfirm', { name: p.name })} onConfirm={() => onDelete(p)}>
                      {/* A DOM node for the confirmation to align to (RowAction passes no ref). */}
                      <span>
                        <RowAction danger>{t('delete')}</RowAction>
                      </span>
                    </Popconfirm>
                  </Space>
                )}
              </Space>
            </Card>
          </Col>
        ))}
      </Row>
    </Image.PreviewGroup>
  );
}
