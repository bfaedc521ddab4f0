import { useState } from 'react';
import { Button, Space, Tag } from 'antd';
import { ArrowLeftOutlined, ArrowRightOutlined, DeleteOutlined, PictureOutlined } from '@ant-design/icons';
import { DndContext, KeyboardSensor, PointerSensor, useSensor, useSensors, type DragEndEvent } from '@dnd-kit/core';
import { SortableContext, arrayMove, horizontalListSortingStrategy, sortableKeyboardCoordinates, useSortable } from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import { useTranslation } from 'react-i18next';
import type { PictureValue } from './convert';
import { PicturePicker } from './PicturePicker';
import { thumbOf } from '../thumb';

const MAX_PICTURES = 10;


const keyOf = (p: PictureValue, i: number) => (p.id ? `id-${p.id}` : `url-${i}-${p.url}`);

interface ThumbProps {
  id: string;
  picture: PictureValue;
  index: number;
  count: number;
  disabled?: boolean;
  onMove: (to: number) => void;
  onRemove: () => void;
}

function Thumb({ id, picture, index, count, disabled, onMove, onRemove }: ThumbProps) {
  const { t } = useTranslation('goods');
  const { attributes, listeners, setNodeRef, transform, transition, isDragging } = useSortable({ id, disabled });
  return (
    <div
      ref={setNodeRef}
      data-testid={`goods-picture-${index}`}
      style={{ transform: CSS.Transform.toString(transform), transition, opacity: isDragging ? 0.6 : 1, width: 112, border: '1px solid #f0f0f0', borderRadius: 6, padding: 4 }}
    >
      <div {...attributes} {...listeners} style={{ cursor: disabled ? 'default' : 'grab', height: 96, display: 'flex', alignItems: 'center', justifyContent: 'center', background: '#fafafa' }}>
        <img src={thumbOf(picture)} alt="" style={{ maxWidth: '100%', maxHeight: 96, objectFit: 'contain' }} />
      </div>
      <Space size={2} style={{ marginTop: 4 }}>
        {index === 0 ? <Tag color="blue">{t('form.cover')}</Tag> : null}
        <Button size="small" type="text" icon={<ArrowLeftOutlined />} disabled={disabled || index === 0} aria-label={t('form.moveLeft')} onClick={() => onMove(index - 1)} />
        <Button size="small" type="text" icon={<ArrowRightOutlined />} disabled={disabled || index === count - 1} aria-label={t('form.moveRight')} onClick={() => onMove(index + 1)} />
        <Button size="small" type="text" icon={<DeleteOutlined />} disabled={disabled} aria-label={t('form.removePicture')} onClick={onRemove} />
      </Space>
    </div>
  );
}

interface PicturesFieldProps {
  value?: PictureValue[];
  onChange?: (value: PictureValue[]) => void;
  disabled?: boolean;
}

/** The goods' pictures from the album: the first is the cover; drag (or the arrows) to order. */
export function PicturesField({ value = [], onChange, disabled }: PicturesFieldProps) {
  const { t } = useTranslation('goods');
  const [picking, setPicking] = useState(false);
  const sensors = useSensors(useSensor(PointerSensor, { activationConstraint: { distance: 4 } }), useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }));
  const keys = value.map(keyOf);
  const change = (next: PictureValue[]) => onChange?.(next);
  const onDragEnd = ({ active, over }: DragEndEvent) => {
    if (!over || active.id === over.id) return;
    change(arrayMove(value, keys.indexOf(String(active.id)), keys.indexOf(String(over.id))));
  };
  return (
    <Space direction="vertical" style={{ width: '100%' }}>
      <DndContext sensors={sensors} onDragEnd={onDragEnd}>
        <SortableContext items={keys} strategy={horizontalListSortingStrategy}>
          <Space wrap align="start" data-testid="goods-pictures">
            {value.map((p, i) => (
              <Thumb
                key={keys[i]}
                id={keys[i]}
                picture={p}
                index={i}
                count={value.length}
                disabled={disabled}
                onMove={(to) => change(arrayMove(value, i, to))}
                onRemove={() => change(value.filter((_, j) => j !== i))}
              />
            ))}
          </Space>
        </SortableContext>
      </DndContext>
      {!disabled && value.length < MAX_PICTURES && (
        <Button icon={<PictureOutlined />} onClick={() => setPicking(true)} data-testid="picture-pick">
          {t('form.pickPictures')}
        </Button>
      )}
      <PicturePicker
        open={picking}
        max={MAX_PICTURES - value.length}
        onCancel={() => setPicking(false)}
        onPick={(chosen) => {
          setPicking(false);
          const have = new Set(value.map((p) => p.id).filter(Boolean));
          change([...value, ...chosen.filter((p) => !have.has(p.id)).map((p) => ({ id: p.id, url: p.url }))]);
        }}
      />
    </Space>
  );
}
