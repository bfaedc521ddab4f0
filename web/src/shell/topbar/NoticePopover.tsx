import { useState } from 'react';
import { Avatar, Badge, Button, Empty, List, Popover, Tabs } from 'antd';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { getGetShopNoticeListQueryKey, useGetShopNoticeList } from '../../api/generated/shell/shell';
import type { Notice, NoticeList } from '../../api/generated/model';
import { showSuccess } from '../../app/feedback';
import { Icon } from '../Icon';

/** Spec §2 notice popover: tabs notice and email, badge with the total (none at 0), clear all. */
export function NoticePopover() {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [open, setOpen] = useState(false);
  const { data } = useGetShopNoticeList();
  const list = data?.list ?? [];
  const notices = list.filter((n) => n.notice);
  const emails = list.filter((n) => n.email);

  const clear = () => {
    queryClient.setQueryData<NoticeList>(getGetShopNoticeListQueryKey(), { list: [], total: 0 });
    showSuccess(t('shell.clearNoticeDone'));
    setOpen(false);
  };

  const renderList = (items: Notice[], field: 'notice' | 'email') =>
    items.length ? (
      <List
        size="small"
        dataSource={items}
        renderItem={(item) => (
          <List.Item>
            <List.Item.Meta avatar={<Avatar src={item.image} size="small" />} description={item[field]} />
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
          <Button block type="link" onClick={clear} disabled={list.length === 0}>
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
