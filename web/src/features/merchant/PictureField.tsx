import { useState } from 'react';
import { Button, Image, Space, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { PicturePicker } from '../goods/form/PicturePicker';

interface PictureFieldProps {
  value?: string;
  onChange?: (url: string) => void;
  disabled?: boolean;
  testId: string;
}

/** One album picture, by its URL: chosen with the album's picker, as goods and rights claims choose theirs. */
export function PictureField({ value, onChange, disabled, testId }: PictureFieldProps) {
  const { t } = useTranslation('merchant');
  const [picking, setPicking] = useState(false);
  return (
    <Space align="start" data-testid={testId}>
      {value ? (
        <Image src={value} width={96} height={72} style={{ objectFit: 'cover' }} data-testid={`${testId}-image`} />
      ) : (
        <Typography.Text type="secondary">{t('picture.none')}</Typography.Text>
      )}
      {!disabled && (
        <Space direction="vertical" size={4}>
          <Button size="small" onClick={() => setPicking(true)} data-testid={`${testId}-choose`}>
            {value ? t('picture.change') : t('picture.choose')}
          </Button>
          {value && (
            <Button size="small" type="link" danger onClick={() => onChange?.('')}>
              {t('picture.remove')}
            </Button>
          )}
        </Space>
      )}
      <PicturePicker
        open={picking}
        max={1}
        onCancel={() => setPicking(false)}
        onPick={(chosen) => {
          if (chosen[0]) onChange?.(chosen[0].url);
          setPicking(false);
        }}
      />
    </Space>
  );
}
