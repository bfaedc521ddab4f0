import { useState } from 'react';
import { Avatar, Badge, Button, Empty, List, Popover, Tabs } from 'antd';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { getGetShopNoticeListQueryKey, useClearShopNotices, useGetShopNoticeList } from '../../api/generated/shell/shell';
import type { Notice, NoticeList } from '../../api/generated/model';
import { showSuccess } from '../../app/feedback';
import { Icon } from '../Icon';

/** Notice popover: tabs notice and email, badge with the total (none at 0), clear all. */
export function NoticePopover() {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [open, setOpen] = useState(false);
  const { data } = useGetShopNoticeList();
  const list = data?.list ?? [];
  const notices = list.filter((n) => n.notice);
  const emails = list.filter((n) => n.email);

  // Cleared on the server, for this staff member: they stay cleared after a reload.
  const clearing = useClearShopNotices({
    mutation: {
      onSuccess: (left) => {
        queryClient.setQueryData<NoticeList>(getGetShopNoticeListQueryKey(), left);
        showSuccess(t('shell.clearNoticeDone'));
        setOpen(false);
      },
    },
  });
  const clear = () => clearing.mutate();

  const renderList = (items: Notice[], field: 'notice' | 'email') =>
    items.length ? (
      <List
        size="small"
        dataSource={items}
        renderItem={(item) => (
          <List.Item>
            <List.Item.Meta avatar={<Avatar src={item.image || undefined} size="small" />} description={item[field]} />
          </List.Item>
        )}
      />
    ) : (
      <Empty description={t('shell.noticeEmpty')} image={Empty.PRESENTED_IMAGE_SIMPLE} />
    );

  return (
    <Popover
      open={open}
      onOpenChange={setOpen}
      trigger="click"
      placement="bottomRight"
      content={
        <div style={{ width: 300 }} data-testid="notice-popover">
          <Tabs
            size="small"
            items={[
              { key: 'notice', label: t('shell.notice'), children: renderList(notices, 'notice') },
              { key: 'email', label: t('shell.email'), children: renderList(emails, 'email') },
            ]}
          />
          <Button block type="link" onClick={clear} disabled={list.length === 0} loading={clearing.isPending}>
            {t('shell.clearNotice')}
          </Button>
        </div>
      }
    >
      <span className="shell-tool" title={t('shell.notice')} data-testid="notice">
        <Badge count={list.length} size="small" offset={[4, -2]}>
          <Icon name="notification-3-line" />
        </Badge>
      </span>
    </Popover>
  );
}
