import { useState } from 'react';
import { Button, Flex, Popconfirm, Popover, Tag, Tooltip, Typography } from 'antd';
import { DeleteOutlined, EditOutlined, FilterOutlined, PlusOutlined, StarFilled, StarOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { showSuccess } from '../../app/feedback';
import type { ListView } from '../../api/generated/model';
import type { RequestOptions } from '../../api/http';
import { normalQuery } from './useListParams';
import type { ListState } from './useList';
import { ViewNameDialog, type ViewNameValues } from './ViewNameDialog';

type Naming = { view: ListView } | { view: null };

/**
 * The staff member's saved views of a list: apply one, save the current filters and sort as
 * a new one, rename, make one the default (applied when the list opens without a query) and
 * delete after a confirmation.
 */
export function SavedViews({ list }: { list: ListState }) {
  const { t } = useTranslation('list');
  const { views } = list.settings;
  const [open, setOpen] = useState(false);
  const [naming, setNaming] = useState<Naming | null>(null);
  const current = views.find((v) => normalQuery(v.query) === list.viewQuery);

  const save = (view: ListView | null, values: ViewNameValues, request: RequestOptions) =>
    list.settings.saveView(
      view ? { id: view.id, name: values.name, query: view.query, isDefault: view.isDefault } : { ...values, query: list.viewQuery },
      request,
    );
  const toggleDefault = (v: ListView) =>
    void list.settings.saveView({ id: v.id, name: v.name, query: v.query, isDefault: !v.isDefault }).catch(() => undefined);
  const destroy = (v: ListView) =>
    list.settings
      .destroyView(v.id)
      .then(() => showSuccess(t('views.deleted')))
      .catch(() => undefined);

  const panel = (
    <Flex vertical gap={8} style={{ width: 320 }} data-testid="views-panel">
      {views.length === 0 && <Typography.Text type="secondary">{t('views.none')}</Typography.Text>}
      {views.map((v) => (
        <Flex key={v.id} align="center" gap={4} data-testid={`view-${v.id}`}>
          <Button
            type="link"
            size="small"
            style={{ flex: 1, minWidth: 0, justifyContent: 'flex-start', fontWeight: v === current ? 600 : undefined }}
            aria-label={t('views.apply', { name: v.name })}
            onClick={() => {
              list.applyQuery(v.query);
              setOpen(false);
            }}
          >
            <Typography.Text ellipsis style={{ color: 'inherit' }}>
              {v.name}
            </Typography.Text>
          </Button>
          {v.isDefault && <Tag color="gold">{t('views.default')}</Tag>}
          <Tooltip title={t(v.isDefault ? 'views.unsetDefault' : 'views.setDefault', { name: v.name })}>
            <Button
              type="text"
              size="small"
              icon={v.isDefault ? <StarFilled style={{ color: '#faad14' }} /> : <StarOutlined />}
              aria-label={t(v.isDefault ? 'views.unsetDefault' : 'views.setDefault', { name: v.name })}
              disabled={list.settings.busy}
              onClick={() => toggleDefault(v)}
            />
          </Tooltip>
          <Button type="text" size="small" icon={<EditOutlined />} aria-label={t('views.rename', { name: v.name })} onClick={() => setNaming({ view: v })} />
          <Popconfirm
            title={t('views.deleteConfirm', { name: v.name })}
            okText={t('views.ok')}
            cancelText={t('views.cancel')}
            onConfirm={() => destroy(v)}
          >
            <Button type="text" size="small" danger icon={<DeleteOutlined />} aria-label={t('views.delete', { name: v.name })} />
          </Popconfirm>
        </Flex>
      ))}
      <Button block icon={<PlusOutlined />} data-testid="view-save-as" onClick={() => setNaming({ view: null })}>
        {t('views.saveAs')}
      </Button>
    </Flex>
  );

  return (
    <>
      <Popover trigger="click" placement="bottomRight" open={open && naming === null} onOpenChange={setOpen} content={panel}>
        <Button data-testid="saved-views" icon={<FilterOutlined />}>
          {current ? current.name : t('views.button')}
        </Button>
      </Popover>
      {naming && (
        <ViewNameDialog
          title={t(naming.view ? 'views.renameTitle' : 'views.saveTitle')}
          initial={{ name: naming.view?.name ?? '', isDefault: false }}
          withDefault={naming.view === null}
          onSave={(values, request) => save(naming.view, values, request)}
          onClose={() => setNaming(null)}
        />
      )}
    </>
  );
}
