import { useState } from 'react';
import { Avatar, Button, Flex, Input, Upload } from 'antd';
import { UploadOutlined, UserOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';

/** The contract's limit on an avatar (a URL or a data URI), in characters. */
const AVATAR_MAX_LENGTH = 200_000;
/** A data URI is about 4/3 of the file, so files up to this size fit. */
const MAX_FILE_BYTES = Math.floor((AVATAR_MAX_LENGTH * 3) / 4) - 1024;

export function validAvatar(value: string | undefined): boolean {
  return !value || /^(data:image\/|https?:\/\/)/.test(value);
}

function readAsDataURL(file: File): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(reader.error ?? new Error('read failed'));
    reader.readAsDataURL(file);
  });
}

interface Props {
  value?: string;
  onChange?: (value: string) => void;
}

/** An avatar as an image URL, or an uploaded image turned into a data URI (size-limited). */
export function AvatarInput({ value, onChange }: Props) {
  const { t } = useTranslation('system');
  const [problem, setProblem] = useState('');
  const isData = value?.startsWith('data:') ?? false;

  const pick = async (file: File) => {
    if (!file.type.startsWith('image/')) {
      setProblem(t('avatar.notImage'));
    } else if (file.size > MAX_FILE_BYTES) {
      setProblem(t('avatar.tooLarge', { kb: Math.floor(MAX_FILE_BYTES / 1024) }));
    } else {
      setProblem('');
      onChange?.(await readAsDataURL(file));
    }
    return false; // never upload: the image travels in the form
  };

  return (
    <Flex gap="small" align="center" wrap>
      <Avatar size={48} src={value || undefined} icon={<UserOutlined />} data-testid="avatar-preview" />
      <Input
        style={{ flex: 1, minWidth: 200 }}
        placeholder={t('avatar.url')}
        value={isData ? '' : value}
        disabled={isData}
        onChange={(e) => onChange?.(e.target.value.trim())}
        allowClear
      />
      <Upload accept="image/*" showUploadList={false} beforeUpload={pick}>
        <Button icon={<UploadOutlined />}>{t('avatar.upload')}</Button>
      </Upload>
      {isData && <Button onClick={() => onChange?.('')}>{t('avatar.clear')}</Button>}
      {problem && (
        <span role="alert" style={{ color: 'var(--ant-color-error, #ff4d4f)', width: '100%' }}>
          {problem}
        </span>
      )}
    </Flex>
  );
}
