import { useState } from 'react';
import { Button, Space } from 'antd';
import { CloseOutlined, PlusOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { PicturePicker } from './PicturePicker';
import { thumbOf } from '../thumb';

interface SkuPictureProps {
  value?: number;
  onChange?: (value: number | undefined) => void;
  disabled?: boolean;
  index: number;
}

/** A SKU's own picture, from the same album picker (one picture). */
export function SkuPicture({ value, onChange, disabled, index }: SkuPictureProps) {
  const { t } = useTranslation('goods');
  const [picking, setPicking] = useState(false);
  return (
    <Space size={2}>
      {value ? (
        <img src={thumbOf({ id: value })} alt="" width={40} height={40} style={{ objectFit: 'cover', borderRadius: 4 }} data-testid={`sku-picture-${index}`} />
      ) : (
        <Button size="small" icon={<PlusOutlined />} disabled={disabled} aria-label={t('form.skuPicture')} onClick={() => setPicking(true)} data-testid={`sku-picture-pick-${index}`} />
      )}
      {value && !disabled ? <Button size="small" type="text" icon={<CloseOutlined />} aria-label={t('form.removePicture')} onClick={() => onChange?.(undefined)} /> : null}
      <PicturePicker
        open={picking}
        max={1}
        onCancel={() => setPicking(false)}
        onPick={([p]) => {
          setPicking(false);
          if (p) onChange?.(p.id);
        }}
      />
    </Space>
  );
}
