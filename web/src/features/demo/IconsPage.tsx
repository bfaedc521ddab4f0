import { useEffect, useState } from 'react';
import { Card, Empty, Input, Pagination, Space, Typography } from 'antd';
import { keepPreviousData } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { showSuccess } from '../../app/feedback';
import 'remixicon/fonts/remixicon.css';
import { useGetRemixIconList } from '../../api/generated/demo/demo';

/** The icon list pages 72 at a time. */
export const ICON_PAGE_SIZE = 72;
/** Searches wait 500 ms after the last keystroke. */
const DEBOUNCE_MS = 500;

/** A searchable Remix Icon picker: click an icon to select it and copy its class. */
export default function IconsPage() {
  const { t } = useTranslation('demo');
  const [text, setText] = useState('');
  const [title, setTitle] = useState('');
  const [pageNo, setPageNo] = useState(1);
  const [picked, setPicked] = useState<string>();

  useEffect(() => {
    const timer = setTimeout(() => {
      setTitle(text.trim());
      setPageNo(1);
    }, DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [text]);

  // The previous page stays on screen while the next loads: no flash between searches.
  const { data } = useGetRemixIconList(
    { title: title || undefined, pageNo, pageSize: ICON_PAGE_SIZE },
    { query: { placeholderData: keepPreviousData } },
  );

  const pick = (name: string) => {
    setPicked(name);
    void navigator.clipboard?.writeText(`ri-${name}`).catch(() => undefined);
    showSuccess(t('icons.copied', { name: `ri-${name}` }));
  };

  return (
    <Card>
      <Space orientation="vertical" size="middle" style={{ width: '100%' }}>
        <Space wrap>
          <Input.Search
            allowClear
            placeholder={t('icons.search')}
            value={text}
            onChange={(e) => setText(e.target.value)}
            onSearch={(v) => setText(v)}
            style={{ width: 360 }}
          />
          {picked && (
            <Typography.Text>
              {t('icons.selected')}: <i className={`ri-${picked}`} /> <Typography.Text code>ri-{picked}</Typography.Text>
            </Typography.Text>
          )}
        </Space>
        {data && data.list.length === 0 ? (
          <Empty />
        ) : (
          <div style={{ display: 'grid', gridTemplateColumns: 'repeat(auto-fill, minmax(110px, 1fr))', gap: 8 }}>
            {data?.list.map((icon) => (
              <button
                key={icon.name}
                type="button"
                title={`${icon.name} (${icon.category})`}
                aria-pressed={picked === icon.name}
                data-testid="icon"
                onClick={() => pick(icon.name)}
                style={{
                  display: 'flex',
                  flexDirection: 'column',
                  alignItems: 'center',
                  gap: 4,
                  padding: '12px 4px',
                  cursor: 'pointer',
                  border: `1px solid ${picked === icon.name ? '#1677ff' : '#f0f0f0'}`,
                  borderRadius: 6,
                  background: 'transparent',
                }}
              >
                <i className={`ri-${icon.name}`} style={{ fontSize: 24 }} aria-hidden />
                <span style={{ fontSize: 11, wordBreak: 'break-all' }}>{icon.name}</span>
              </button>
            ))}
          </div>
        )}
        <Pagination
          current={pageNo}
          pageSize={ICON_PAGE_SIZE}
          total={data?.total ?? 0}
          onChange={setPageNo}
          showSizeChanger={false}
          showTotal={(total) => t('icons.total', { total })}
        />
      </Space>
    </Card>
  );
}
