import { useState } from 'react';
import { Card, Descriptions, Form, Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { useLookupArea } from '../../api/generated/regions/regions';
import { RegionCascader } from '../regions/RegionCascader';

/** Region picker demo: choose any level, then the server's look-up shows the full path. */
export default function RegionPage() {
  const { t } = useTranslation('demo');
  const [codes, setCodes] = useState<string[]>([]);
  const code = codes.at(-1);
  const lookup = useLookupArea({ code: code ?? '' }, { query: { enabled: !!code } });

  return (
    <Card>
      <Form layout="vertical" style={{ maxWidth: 480 }}>
        <Form.Item label={t('region.label')}>
          <RegionCascader
            value={codes}
            onChange={(c) => setCodes(c)}
            placeholder={t('region.placeholder')}
            aria-label={t('region.label')}
          />
        </Form.Item>
      </Form>
      <Descriptions column={1} bordered size="small" style={{ maxWidth: 640 }}>
        <Descriptions.Item label={t('region.code')}>
          <span data-testid="region-code">{code ?? t('region.none')}</span>
        </Descriptions.Item>
        <Descriptions.Item label={t('region.fullName')}>
          <span data-testid="region-full-name">{code && lookup.data ? lookup.data.fullName : '—'}</span>
        </Descriptions.Item>
        <Descriptions.Item label={t('region.path')}>
          {code && lookup.data
            ? lookup.data.path.map((p) => (
                <Tag key={p.code}>
                  {p.name} {p.code}
                </Tag>
              ))
            : '—'}
        </Descriptions.Item>
      </Descriptions>
    </Card>
  );
}
